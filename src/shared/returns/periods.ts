import { addDays, addYears } from "./days.ts";

/** The periods the owner reads the returns numbers and the sales overview over: London calendar days, both ends included. */

export interface Period {
  from: string;
  to: string;
}

/** The longest period one reading covers. */
export const MAX_PERIOD_YEARS = 3;

/** Why a from/to pair of real days is no period to read, or null when it is one. */
export function periodProblem({ from, to }: Period): string | null {
  if (to < from) return "to must be the same day as from or later";
  if (to >= addYears(from, MAX_PERIOD_YEARS)) {
    return `The period can be ${MAX_PERIOD_YEARS} years at most: to must be before ${addYears(from, MAX_PERIOD_YEARS)}`;
  }
  return null;
}

/** Every ready period a report offers; each picker lists the ones it needs. */
export const ALL_PERIOD_PRESETS = [
  "today",
  "last_7_days",
  "last_30_days",
  "this_month",
  "last_month",
  "this_quarter",
  "this_year",
] as const;
export type PeriodPreset = (typeof ALL_PERIOD_PRESETS)[number];

/** The returns numbers' picker. */
export const PERIOD_PRESETS = [
  "last_30_days",
  "this_month",
  "last_month",
  "this_quarter",
  "this_year",
] as const satisfies readonly PeriodPreset[];

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  today: "Today",
  last_7_days: "Last 7 days",
  last_30_days: "Last 30 days",
  this_month: "This month",
  last_month: "Last month",
  this_quarter: "This quarter",
  this_year: "This year",
};

const firstOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);

/** The preset's days as of `today` (a London day, "2026-11-29"); each ends today but last month. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const [year, month] = today.split("-").map(Number) as [number, number, number];
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "last_7_days":
      return { from: addDays(today, -6), to: today };
    case "last_30_days":
      return { from: addDays(today, -29), to: today };
    case "this_month":
      return { from: firstOfMonth(year, month), to: today };
    case "last_month":
      return { from: firstOfMonth(year, month - 1), to: addDays(firstOfMonth(year, month), -1) };
    case "this_quarter":
      return { from: firstOfMonth(year, month - ((month - 1) % 3)), to: today };
    case "this_year":
      return { from: firstOfMonth(year, 1), to: today };
  }
}

/** The preset of `presets` whose days these are today, if any: the picker shows it chosen. */
export const presetOf = (
  period: Period,
  today: string,
  presets: readonly PeriodPreset[] = PERIOD_PRESETS,
): PeriodPreset | null =>
  presets.find((p) => {
    const days = presetPeriod(p, today);
    return days.from === period.from && days.to === period.to;
  }) ?? null;
