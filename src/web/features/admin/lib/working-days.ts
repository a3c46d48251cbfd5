/** "Waiting 1 working day", "Waiting 4 working days". */
export const waitingText = (days: number): string => `Waiting ${days} working ${days === 1 ? "day" : "days"}`;

/** "3 working days", "1 working day". */
export const workingDaysText = (days: number): string => `${days} working ${days === 1 ? "day" : "days"}`;
