import type { ShopSettings } from "../schemas/shop-settings.ts";

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  /** max(0, subtotal - discount) + shipping */
  total: number;
  /** What the card is charged: the total, or the card minimum (shop settings) when the total is below it. */
  charge: number;
}

export function computeTotals(
  subtotal: number,
  discount: number,
  shipping: number,
  rules: Pick<ShopSettings, "minimumChargePence">,
): Totals {
  const cappedDiscount = Math.max(0, Math.min(discount, subtotal));
  const total = Math.max(0, subtotal - cappedDiscount) + Math.max(0, shipping);
  return {
    subtotal,
    discount: cappedDiscount,
    shipping,
    total,
    charge: Math.max(total, rules.minimumChargePence),
  };
}
