import type { DbOrTx } from "#server/db/client.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { heldCount } from "#server/modules/orders/holds.ts";
import { formatPence, penceToDecimal } from "#shared/money.ts";
import { type DiscountRule, discountAmountPence } from "#shared/pricing/index.ts";
import type { AppliedDiscount } from "#shared/schemas/checkout.ts";
import { type DiscountCodeRow, findCode, lockCode } from "./repo.ts";

export const DISCOUNT_MESSAGES = {
  unknown: "Invalid discount code",
  inactive: "This discount code is not active",
  notYet: "This discount code is not valid yet",
  expired: "This discount code has expired",
  usedUp: "This discount code has reached its usage limit",
  applied: "Discount code applied",
} as const;

/** Why the code cannot apply to this subtotal now, or null when it can. */
export function refusal(row: DiscountCodeRow, subtotalPence: number, held: number, now: Date): string | null {
  if (!row.active) return DISCOUNT_MESSAGES.inactive;
  if (row.validFrom.getTime() > now.getTime()) return DISCOUNT_MESSAGES.notYet;
  if (row.validUntil && row.validUntil.getTime() < now.getTime()) return DISCOUNT_MESSAGES.expired;
  if (row.maxUses !== null && row.currentUses + held >= row.maxUses) return DISCOUNT_MESSAGES.usedUp;
  if (subtotalPence < row.minimumPurchasePence) {
    return `This code needs a minimum spend of ${formatPence(row.minimumPurchasePence)}`;
  }
  return null;
}

export type CheckedCode = DiscountRule & { row: DiscountCodeRow };

/**
 * The one check of a code against a basket's subtotal, for the validate call and the checkout alike: the
 * code's rule, or a 4xx with the refusal's own message (404 for an unknown code). With `lock` (inside the
 * checkout's transaction) the code's row stays locked until the hold is written.
 */
export async function checkCode(
  db: DbOrTx,
  code: string,
  subtotalPence: number,
  opts: { lock: boolean; now?: Date; exceptOrderId?: number } = { lock: false },
): Promise<CheckedCode> {
  const row = opts.lock ? await lockCode(db, code) : await findCode(db, code);
  if (!row) throw new HttpError(404, DISCOUNT_MESSAGES.unknown);
  const why = refusal(
    row,
    subtotalPence,
    await heldCount(db, row.id, opts.exceptOrderId),
    opts.now ?? new Date(),
  );
  if (why) throw new HttpError(400, why);
  return { discountType: row.discountType, discountValue: row.discountValue, row };
}

export function appliedView(row: DiscountCodeRow, subtotalPence: number): AppliedDiscount {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    // Fixed values are held in pence; the API speaks pounds.
    discountValue: row.discountType === "percentage" ? row.discountValue : row.discountValue / 100,
    discountAmount: penceToDecimal(discountAmountPence(row, subtotalPence)),
  };
}
