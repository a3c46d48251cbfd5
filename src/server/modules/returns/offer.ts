import type { DbOrTx } from "#server/db/client.ts";
import { chargeOf, listItems, type OrderRow } from "#server/modules/orders/index.ts";
import type { RefundOffer } from "#shared/schemas/returns-admin.ts";
import { linesOf, type ReturnRow, returnedUnits, returnsOfOrder } from "./repo.ts";

/**
 * What the law gives back for a return: the price paid for the returned units (their share of any order
 * discount taken off), and the original delivery charge once the whole order has come back and no earlier
 * return of it refunded the delivery (CCR 2013 reg. 34(1) for a cancellation; for faulty goods the shop's
 * breach makes the delivery a loss it repays too).
 */
export async function refundOffer(db: DbOrTx, order: OrderRow, row: ReturnRow): Promise<RefundOffer> {
  const [items, lines, returned, all] = await Promise.all([
    listItems(db, order.id),
    linesOf(db, [row.id]),
    returnedUnits(db, order.id),
    returnsOfOrder(db, order.id),
  ]);
  let linesPence = 0;
  for (const line of lines) {
    const item = items.find((i) => i.id === line.orderItemId);
    if (!item) continue;
    const value = Math.round((item.itemTotalPence * line.quantity) / item.quantity);
    const discount =
      order.discountPence > 0 && order.subtotalPence > 0
        ? Math.round((value * order.discountPence) / order.subtotalPence)
        : 0;
    linesPence += value - discount;
  }
  const wholeOrderBack = items.every((i) => (returned.get(i.id) ?? 0) >= i.quantity);
  const deliveryTaken = all.some((r) => r.id !== row.id && r.deliveryRefundedPence > 0);
  const deliveryPence = wholeOrderBack && !deliveryTaken ? order.shippingPence : 0;
  return {
    linesPence,
    deliveryPence,
    totalPence: linesPence + deliveryPence,
    remainingOnOrderPence: Math.max(0, chargeOf(order) - order.refundedPence),
  };
}
