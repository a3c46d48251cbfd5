import { londonDayStart, parseDay } from "#shared/dates.ts";
import { addDays, daysBetween } from "#shared/returns/days.ts";
import type { OverviewGrouping } from "#shared/schemas/overview.ts";
import type { PeriodQuery } from "#shared/schemas/period.ts";

/**
 * A period of London days cut into the chart's buckets, beside the period of as many days just before it,
 * cut at the same offsets. `bounds` are the instants the buckets start, the previous period's first, then
 * the period's, and last the midnight ending the period: bucket n (1-based, as SQL's `width_bucket` counts)
 * runs from `bounds[n-1]` up to `bounds[n]`. Each bound is a London midnight, so a day across a clock change
 * lasts 23 or 25 hours.
 */
export interface OverviewBuckets {
  previousFrom: string;
  previousTo: string;
  /** The first London day of each of the period's buckets. */
  starts: string[];
  /** The same of the previous period's. */
  previousStarts: string[];
  bounds: Date[];
}

const midnight = (day: string) => londonDayStart(parseDay(day) as [number, number, number]);

const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/** The first day of each bucket: every day, or the first day then every Monday after it. */
function bucketStarts(from: string, days: number, grouping: OverviewGrouping): string[] {
  const all = Array.from({ length: days }, (_, i) => addDays(from, i));
  return grouping === "day" ? all : all.filter((day, i) => i === 0 || isMonday(day));
}

export function overviewBuckets(period: PeriodQuery, grouping: OverviewGrouping): OverviewBuckets {
  const days = daysBetween(period.from, period.to) + 1;
  const starts = bucketStarts(period.from, days, grouping);
  const previousStarts = starts.map((day) => addDays(day, -days));
  return {
    previousFrom: addDays(period.from, -days),
    previousTo: addDays(period.from, -1),
    starts,
    previousStarts,
    bounds: [...previousStarts, ...starts, addDays(period.to, 1)].map(midnight),
  };
}
