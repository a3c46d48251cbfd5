import { poundsToPence } from "#shared/money.ts";
import { computeTotals, shippingPence, type Totals } from "#shared/pricing/index.ts";
import type { ShopSettings } from "#shared/schemas/shop-settings.ts";
import type { PrescriptionProOrder } from "#web/handoffs/prescription-pro-order.ts";

/**
 * The stored configuration's totals for a delivery country, with the rules the server charges by
 * (the server's prices): the configurator's parts, its discount (the parts less its total) and the shipping.
 */
export function prescriptionProTotals(
  order: PrescriptionProOrder,
  country: string,
  rules: ShopSettings,
): Totals {
  const subtotal =
    poundsToPence(order.basePrice) + poundsToPence(order.lensUpgradePrice) + poundsToPence(order.finishPrice);
  const discount = subtotal - poundsToPence(order.totalPrice);
  return computeTotals(subtotal, discount, shippingPence(country, rules), rules);
}
