import { formatPence } from "#shared/money.ts";
import type { OverviewFigures } from "#shared/schemas/overview.ts";

/** How a headline figure reads: money in pence, a count, or a share of 1 shown as a percentage. */
export type FigureKind = "money" | "count" | "rate";

export const HEADLINES: readonly { key: keyof OverviewFigures; label: string; kind: FigureKind }[] = [
  { key: "grossPence", label: "Gross sales", kind: "money" },
  { key: "refundsPence", label: "Refunds", kind: "money" },
  { key: "netPence", label: "Net revenue", kind: "money" },
  { key: "orders", label: "Orders", kind: "count" },
  { key: "units", label: "Units sold", kind: "count" },
  { key: "averageOrderPence", label: "Average order", kind: "money" },
  { key: "refundRate", label: "Refund rate", kind: "rate" },
  { key: "newCustomers", label: "New customers", kind: "count" },
  { key: "returningCustomers", label: "Returning customers", kind: "count" },
];

const count = new Intl.NumberFormat("en-GB");

/** 0.0451 -> "4.5%". */
export const formatRate = (rate: number): string => `${(rate * 100).toFixed(1)}%`;

export function formatFigure(kind: FigureKind, value: number): string {
  if (kind === "money") return formatPence(value);
  if (kind === "rate") return formatRate(value);
  return count.format(value);
}

/**
 * The change from the period before: "+12%" or "-5%" of the earlier figure, "new" when it was nothing;
 * a rate moves by percentage points ("+1.5 pts").
 */
export function changeText(kind: FigureKind, current: number, previous: number): string {
  if (current === previous) return "no change";
  if (kind === "rate") {
    const points = (current - previous) * 100;
    return `${points > 0 ? "+" : "-"}${Math.abs(points).toFixed(1)} pts`;
  }
  if (previous === 0) return "new";
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 100);
  return `${percent > 0 ? "+" : ""}${percent}%`;
}
