import { addDays } from "../returns/days.ts";
import type { Period } from "../returns/periods.ts";

/** Calendar quarters of London days, the periods a VAT return usually covers. */

export interface Quarter extends Period {
  /** "2025-Q4" */
  value: string;
  /** "October to December 2025" */
  label: string;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const firstDay = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);

/** The quarter starting in `firstMonth` (1, 4, 7 or 10) of `year`. */
function quarter(year: number, firstMonth: number): Quarter {
  return {
    value: `${year}-Q${(firstMonth + 2) / 3}`,
    label: `${MONTHS[firstMonth - 1]} to ${MONTHS[firstMonth + 1]} ${year}`,
    from: firstDay(year, firstMonth),
    to: addDays(firstDay(year, firstMonth + 3), -1),
  };
}

/** The quarter holding `day` ("2025-11-14") and the `count - 1` before it, the latest first. */
export function recentQuarters(day: string, count = 8): Quarter[] {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const index = year * 4 + Math.floor((month - 1) / 3);
  return Array.from({ length: count }, (_, back) => {
    const i = index - back;
    return quarter(Math.floor(i / 4), (i % 4) * 3 + 1);
  });
}
