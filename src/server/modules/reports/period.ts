import { londonDayStart, parseDay } from "#shared/dates.ts";
import type { PeriodQuery } from "#shared/schemas/period.ts";

/** A period of London days as instants: from its first midnight up to, not including, the midnight after it. */
export function periodInstants(period: PeriodQuery): { from: Date; until: Date } {
  return {
    from: londonDayStart(parseDay(period.from) as [number, number, number]),
    until: londonDayStart(parseDay(period.to) as [number, number, number], 1),
  };
}
