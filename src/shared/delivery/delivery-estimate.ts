import { londonDateInput, ukWeekdayDateText } from "../dates.ts";
import { shippingTimeOf, slowestDispatch, type WorkingDays } from "./dispatch-times.ts";
import { addWorkingDays } from "./working-days.ts";

/** The first and last London day a parcel is expected, as "2026-12-01". */
export interface DeliveryEstimate {
  earliest: string;
  latest: string;
}

/**
 * When an order placed at `orderedAt` arrives: the slowest line's dispatch time, then the carrier's time to
 * the country, both in working days counted from the day after the order.
 */
export function deliveryEstimate(
  orderedAt: Date,
  dispatch: readonly WorkingDays[],
  country: string,
): DeliveryEstimate {
  const day = londonDateInput(orderedAt.toISOString());
  const send = slowestDispatch(dispatch);
  const carry = shippingTimeOf(country);
  return {
    earliest: addWorkingDays(day, send.min + carry.min),
    latest: addWorkingDays(day, send.max + carry.max),
  };
}

const yearOf = (day: string) => day.slice(0, 4);
const format = (day: string, withYear: boolean) => ukWeekdayDateText(day, { withYear }) ?? day;

/** "Tue 1 Dec – Fri 4 Dec 2026" (the year once, or on both ends when they differ). */
export function deliveryEstimateText({ earliest, latest }: DeliveryEstimate): string {
  if (earliest === latest) return format(earliest, true);
  return `${format(earliest, yearOf(earliest) !== yearOf(latest))} – ${format(latest, true)}`;
}
