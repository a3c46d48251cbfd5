import { ukWeekdayDateText } from "#shared/dates.ts";
import { formatPence } from "#shared/money.ts";
import type { OverviewGrouping, OverviewPoint } from "#shared/schemas/overview.ts";

/** What a chart draws: the money taken or the orders placed in each bar. */
export type SeriesMetric = "revenue" | "orders";

export const METRIC_KEYS = {
  revenue: { current: "revenuePence", previous: "previousRevenuePence", label: "Revenue" },
  orders: { current: "orders", previous: "previousOrders", label: "Orders" },
} as const satisfies Record<
  SeriesMetric,
  { current: keyof OverviewPoint; previous: keyof OverviewPoint; label: string }
>;

export const formatMetric = (metric: SeriesMetric, value: number): string =>
  metric === "revenue" ? formatPence(value) : String(value);

/** "2026-11-22" as "Sun 22 Nov": a bar's day on the axis and in words. */
export const dayText = (start: string): string => ukWeekdayDateText(start) ?? start;

const sum = (series: OverviewPoint[], key: keyof OverviewPoint) =>
  series.reduce((total, point) => total + Number(point[key]), 0);

/**
 * The chart in words, for a screen reader: the totals of both periods and the busiest bar.
 * "Revenue by day from Sun 1 Nov: £120.00 in all, £90.00 in the period before; highest £50.00, on Tue 3 Nov."
 */
export function chartSummary(
  metric: SeriesMetric,
  series: OverviewPoint[],
  grouping: OverviewGrouping,
): string {
  const { current, previous, label } = METRIC_KEYS[metric];
  const first = series[0];
  if (!first) return `${label}: nothing in this period.`;
  const best = series.reduce((top, point) => (point[current] > top[current] ? point : top), first);
  const when = grouping === "week" ? `the week from ${dayText(best.start)}` : dayText(best.start);
  return (
    `${label} by ${grouping} from ${dayText(first.start)}: ` +
    `${formatMetric(metric, sum(series, current))} in all, ` +
    `${formatMetric(metric, sum(series, previous))} in the period before; ` +
    `highest ${formatMetric(metric, best[current])}, ${grouping === "week" ? "in" : "on"} ${when}.`
  );
}
