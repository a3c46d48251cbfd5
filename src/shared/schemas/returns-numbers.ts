import { z } from "zod";
import { RETURN_REASONS } from "../returns/reasons.ts";
import { PeriodQuery } from "./period.ts";

/** The owner's returns numbers: returns requested in a period of London days, per product and per reason. */

export const ReturnNumbersQuery = PeriodQuery;
export type ReturnNumbersQuery = z.infer<typeof ReturnNumbersQuery>;

const Figures = z.object({
  /** Units on the returns. */
  units: z.number().int(),
  /** Returns with at least one such unit. */
  returns: z.number().int(),
  /** The refunds of those returns, shared among their lines by each line's value. */
  refundedPence: z.number().int(),
});
export type ReturnFigures = z.infer<typeof Figures>;

export const ReturnNumbers = z.object({
  from: z.string(),
  to: z.string(),
  products: z.array(
    Figures.extend({
      productId: z.number().int(),
      productName: z.string(),
      /** The colour or size, when the product comes in several. */
      variant: z.string().nullable(),
    }),
  ),
  /** Every reason, in the order the shopper picks from, with zeros for those nobody gave. */
  reasons: z.array(Figures.extend({ reason: z.enum(RETURN_REASONS), label: z.string() })),
  totals: Figures,
});
export type ReturnNumbers = z.infer<typeof ReturnNumbers>;
