import { z } from "zod";
import { PeriodQuery } from "./period.ts";

/**
 * The owner's sales overview for a period of London days and the period of the same length just before
 * it. Money is integer pence; the web formats it with the shop's money formatter.
 */

export const OVERVIEW_GROUPINGS = ["day", "week"] as const;
export type OverviewGrouping = (typeof OVERVIEW_GROUPINGS)[number];

/** One object (with the period's check kept), so the querystring stays a plain list of parameters. */
export const OverviewQuery = PeriodQuery.safeExtend({
  grouping: z
    .enum(OVERVIEW_GROUPINGS, { error: `grouping must be one of: ${OVERVIEW_GROUPINGS.join(", ")}` })
    .default("day"),
});
export type OverviewQuery = z.infer<typeof OverviewQuery>;

const Pence = z.number().int();
const Count = z.number().int().nonnegative();

export const OverviewFigures = z.object({
  /** What orders placed in the period were charged. */
  grossPence: Pence,
  /** Refunds made in the period (of any order), as a positive amount. */
  refundsPence: Pence,
  netPence: Pence,
  orders: Count,
  units: Count,
  averageOrderPence: Pence,
  /** refundsPence / grossPence, 0 when nothing was sold. */
  refundRate: z.number().nonnegative(),
  /** Addresses whose first placed order falls in the period, and those who had ordered before it. */
  newCustomers: Count,
  returningCustomers: Count,
});
export type OverviewFigures = z.infer<typeof OverviewFigures>;

/** One bar of the chart: a day or a week (starting Monday) of the period, beside the same place in the one before. */
export const OverviewPoint = z.object({
  /** First London day of the bucket, YYYY-MM-DD. */
  start: z.string(),
  revenuePence: Pence,
  orders: Count,
  previousRevenuePence: Pence,
  previousOrders: Count,
});
export type OverviewPoint = z.infer<typeof OverviewPoint>;

export const RankedRow = z.object({ name: z.string(), units: Count, revenuePence: Pence });
export type RankedRow = z.infer<typeof RankedRow>;

export const Overview = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  grouping: z.enum(OVERVIEW_GROUPINGS),
  current: OverviewFigures,
  previous: OverviewFigures,
  series: z.array(OverviewPoint),
  /** Best first by units, at most ten of each. */
  top: z.object({
    products: z.array(RankedRow),
    colours: z.array(RankedRow),
    lensTypes: z.array(RankedRow),
    sockSizes: z.array(RankedRow),
  }),
  discountCodes: z.array(z.object({ code: z.string(), uses: Count, givenAwayPence: Pence })),
  countries: z.array(z.object({ country: z.string(), orders: Count, revenuePence: Pence })),
  /** Prescription orders placed in the period, by the stage they are at now. */
  prescriptionStages: z.array(z.object({ stage: z.string(), orders: Count })),
  /** Basket reminders sent in the period, baskets restored from one and paid in it, and what they were charged. */
  reminders: z.object({ sent: Count, recovered: Count, wonBackPence: Pence }),
});
export type Overview = z.infer<typeof Overview>;
