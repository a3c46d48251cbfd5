import type { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { priceLines, quote } from "#server/modules/basket-pricing/index.ts";
import type { ValidateDiscountBody, ValidateDiscountResponse } from "#shared/schemas/discounts.ts";
import { appliedView, checkCode, DISCOUNT_MESSAGES } from "./service.ts";

/**
 * No refusal of the validate call answers sooner than this: an unknown code costs one query and a known
 * one refused (expired, used up) several, and the difference must not tell a guesser which codes exist.
 */
export const REFUSAL_MIN_MS = 250;

type Ctx = Pick<AppContext, "db" | "catalogue">;

/** The shopper's check of a code against a basket or an amount: the discount, or a 4xx refusal's status and body. */
export async function validateCode(
  ctx: Ctx,
  body: z.output<typeof ValidateDiscountBody>,
): Promise<{ status: number; answer: ValidateDiscountResponse }> {
  const { code, amount, items, email } = body;
  const snapshot = await ctx.catalogue.snapshot();
  const subtotal =
    items && items.length > 0
      ? quote(priceLines(snapshot, items), "GB", null, snapshot.settings).totals.subtotal
      : (amount ?? 0);
  const started = performance.now();
  try {
    const { row } = await checkCode(ctx.db, code, subtotal, {
      lock: false,
      user: { email, emailRequired: false },
    });
    const discount = appliedView(row, subtotal);
    return { status: 200, answer: { valid: true, message: DISCOUNT_MESSAGES.applied, discount } };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const wait = REFUSAL_MIN_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { status: error.statusCode, answer: { valid: false, message: error.message } };
  }
}
