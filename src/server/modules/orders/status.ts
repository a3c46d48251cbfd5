import { sql } from "drizzle-orm";
import { orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { conflict, notFound } from "#server/lib/http-error.ts";
import { canTransition, isOrderStatus, needsPaymentProof, type OrderStatus } from "#shared/order-status.ts";
import { findOrder, markUnpaid, type OrderRow } from "./repo.ts";
import { type Actor, completeOrder } from "./service.ts";

type Ctx = Parameters<typeof completeOrder>[0];

/**
 * Any status change by id, through the transition table, recorded with who made it. Reaching a paid
 * status from an unpaid one goes through completeOrder (the provider must confirm the payment); failing
 * or cancelling an unpaid order releases its discount hold. For the admin's and the storefront's calls.
 */
export async function changeOrderStatus(
  ctx: Ctx,
  orderId: number,
  to: OrderStatus,
  by: Actor,
): Promise<OrderRow> {
  const order = await findOrder(ctx.db, { orderId });
  if (!order) throw notFound("Order not found");
  const from = order.status;
  if (!isOrderStatus(from)) throw conflict(`The order has an unknown status: ${from}`);
  if (from === to) return order;
  if (!canTransition(from, to)) throw conflict(`An order cannot go from ${from} to ${to}`);

  if (needsPaymentProof(from, to)) {
    if (!order.paymentIntentId) throw conflict("This order has no payment");
    // Paid and completed both mean the provider confirmed the money; the storefront's word is completed.
    return completeOrder(ctx, order.paymentIntentId, by);
  }
  if ((to === "failed" || to === "cancelled") && (from === "pending" || from === "failed")) {
    const settled = await markUnpaid(ctx.db, { orderId }, to, [from], by, null);
    if (!settled.from_status) throw conflict("The order changed meanwhile; please reload it");
    return (await findOrder(ctx.db, { orderId })) as OrderRow;
  }

  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(sql`${orders.id} = ${orderId} AND ${orders.status} = ${from}`)
      .returning();
    if (!updated) throw conflict("The order changed meanwhile; please reload it");
    await tx.insert(orderStatusHistory).values({ orderId, fromStatus: from, toStatus: to, changedBy: by });
    return updated;
  });
}
