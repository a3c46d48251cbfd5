import { computeTotals } from "#shared/pricing/index.ts";
import { CARD_PROCESSOR_MINIMUM_PENCE } from "#shared/schemas/shop-settings.ts";

interface StoredAmounts {
  subtotalPence: number;
  discountPence: number;
  shippingPence: number;
}

/**
 * What a placed order's card was charged. Orders do not store the card minimum in force when they were
 * paid, and the admin may have raised it since, so a total below it counts as the processor's 30p: a
 * refund can then never exceed what was charged.
 */
export const storedChargePence = (order: StoredAmounts): number =>
  computeTotals(order.subtotalPence, order.discountPence, order.shippingPence, {
    minimumChargePence: CARD_PROCESSOR_MINIMUM_PENCE,
  }).charge;
