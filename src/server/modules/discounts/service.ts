import { HttpError } from "#server/lib/http-error.ts";
import { formatPence, penceToDecimal } from "#shared/money.ts";
import { type DiscountRule, discountAmountPence } from "#shared/pricing/index.ts";
import type { AppliedDiscount } from "#shared/schemas/checkout.ts";
import type { DiscountCodeRow } from "./repo.ts";

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

/** The code's rule, or a 4xx with the refusal's own message. */
export function ruleOrThrow(
  row: DiscountCodeRow | undefined,
  subtotalPence: number,
  held: number,
  now = new Date(),
): DiscountRule & { row: DiscountCodeRow } {
  if (!row) throw new HttpError(404, DISCOUNT_MESSAGES.unknown);
  const why = refusal(row, subtotalPence, held, now);
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
