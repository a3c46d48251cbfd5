import { londonDateInput } from "../dates.ts";

/** London calendar days as "2026-12-01", counted as the law counts them: whole days after an event. */

const DAY_MS = 86_400_000;

export const londonDayOf = (at: Date): string => londonDateInput(at.toISOString());

/** The calendar day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `n` years on (29 February becomes 1 March in a common year). */
export function addYears(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y + n, m - 1, d)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
