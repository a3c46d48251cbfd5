import { z } from "zod";
import { parseDecimalToPence } from "../money.ts";

/** The dearest price the admin may set: £10,000. */
const MAX_PRICE_PENCE = 1_000_000;

export const PRICE_MESSAGES = {
  format: "Price must be an amount in pounds with at most two decimal places, like 12.50",
  negative: "Price cannot be negative",
  tooHigh: "Price cannot be over £10,000.00",
} as const;

/** An amount typed in pounds and pence ("12.50" or 12.5), as integer pence from £0.00 to £10,000.00. */
export const PoundsInput = z
  .union([z.number(), z.string()], { error: PRICE_MESSAGES.format })
  .transform((v) => parseDecimalToPence(String(v)))
  .pipe(
    z
      .number({ error: PRICE_MESSAGES.format })
      .min(0, PRICE_MESSAGES.negative)
      .max(MAX_PRICE_PENCE, PRICE_MESSAGES.tooHigh),
  );
