import { poundsToPence } from "../money.ts";

export type DiscountType = "percentage" | "fixed";

export interface DiscountRule {
  discountType: DiscountType;
  /** Whole percent for percentage, pence for fixed. */
  discountValue: number;
}

/** Percentage rounded to the nearest penny (half up); fixed capped at the subtotal; never negative. */
export function discountAmountPence(rule: DiscountRule, subtotalPence: number): number {
  if (subtotalPence <= 0 || rule.discountValue <= 0) return 0;
  if (rule.discountType === "percentage") {
    const percent = Math.min(rule.discountValue, 100);
    return Math.min(subtotalPence, Math.floor((subtotalPence * percent + 50) / 100));
  }
  return Math.min(rule.discountValue, subtotalPence);
}

/**
 * The API's discount (a fixed value in pounds, as the admin and shopper screens show it) as the
 * rule the pricing applies (a fixed value in pence). The one place that converts between the two.
 */
export function discountRuleFromApi(discount: {
  discountType: DiscountType;
  discountValue: number;
}): DiscountRule {
  const { discountType, discountValue } = discount;
  return {
    discountType,
    discountValue: discountType === "fixed" ? poundsToPence(discountValue) : discountValue,
  };
}
