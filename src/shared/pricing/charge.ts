import { MINIMUM_CHARGE_PENCE } from "../catalogue.ts";

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  /** max(0, subtotal - discount) + shipping */
  total: number;
  /**
   * What the card is charged: the total, and never less than 30p. The spec gives 30p for a total of 0;
   * a total of 1-29p is raised to 30p too, as no card provider takes less (docs/decisions/0013).
   */
  charge: number;
}

export function computeTotals(subtotal: number, discount: number, shipping: number): Totals {
  const cappedDiscount = Math.max(0, Math.min(discount, subtotal));
  const total = Math.max(0, subtotal - cappedDiscount) + Math.max(0, shipping);
  return {
    subtotal,
    discount: cappedDiscount,
    shipping,
    total,
    charge: Math.max(total, MINIMUM_CHARGE_PENCE),
  };
}
