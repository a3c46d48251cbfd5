import { computeTotals } from "#shared/pricing/index.ts";
import { CARD_PROCESSOR_MINIMUM_PENCE } from "#shared/schemas/shop-settings.ts";

interface StoredAmounts {
  subtotalPence: number;
  discountPence: number;
  shippingPence: number;
  /** The card minimum the order was priced with; null on orders from before it was kept. */
  minimumChargePence: number | null;
}

/**
 * What a placed order's card was charged: its total, or the card minimum in force when it was priced for
 * its payment (the admin may have changed the shop's since). Orders from before the minimum was kept count
 * the processor's 30p, the least any card was charged, so a refund can never exceed what was charged.
 */
export const storedChargePence = (order: StoredAmounts): number =>
  computeTotals(order.subtotalPence, order.discountPence, order.shippingPence, {
    minimumChargePence: order.minimumChargePence ?? CARD_PROCESSOR_MINIMUM_PENCE,
  }).charge;

/** `storedChargePence` in SQL, over the orders table's columns (alias `o`): completion compares it. */
export const STORED_CHARGE_SQL = (o: string) =>
  `greatest(${o}.total_pence, coalesce(${o}.minimum_charge_pence, ${CARD_PROCESSOR_MINIMUM_PENCE}))`;

/** `chargeOf` in SQL: what the provider took when it differed, else the stored charge (the receipt's amount). */
export const CHARGED_SQL = (o: string) => `coalesce(${o}.received_pence, ${STORED_CHARGE_SQL(o)})`;
