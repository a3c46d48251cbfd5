import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import {
  canTransition,
  isOrderStatus,
  needsPaymentProof,
  type OrderStatus,
  PAID_STATUSES,
} from "#shared/order-status.ts";
import type { StatusChangeResponse } from "#shared/schemas/admin.ts";
import { findOrder, type OrderRow } from "./repo.ts";

/** decisions.md §4: paid or completed only when the provider says the payment succeeded. */
async function assertPaymentConfirmed(ctx: AppContext, order: OrderRow, to: OrderStatus): Promise<void> {
  const refuse = (why: string) =>
    conflict(`The order cannot be marked ${to}: ${why}. Only a confirmed payment can make an order paid.`);
  if (!order.paymentIntentId) throw refuse("it has no card payment");
  let intent: { status: string } | null;
  try {
    intent = await ctx.payments.retrieveIntent(order.paymentIntentId);
  } catch {
    throw new HttpError(
      502,
      "Could not reach the payment provider to confirm the payment. Please try again.",
    );
  }
  if (intent?.status !== "succeeded") {
    throw refuse(`the payment provider reports the payment as ${intent?.status ?? "unknown"}`);
  }
}

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  /** The admin's username, recorded as `admin:<username>`. */
  adminUsername: string;
  /** Restricts the change to orders of this type (the Africa R3D table). */
  orderType?: string;
}

/** Moves an order along ORDER_TRANSITIONS and records who did it; refuses anything else with 409. */
export async function changeOrderStatus(
  ctx: AppContext,
  change: StatusChange,
): Promise<StatusChangeResponse> {
  const order = await findOrder(ctx.db, change.orderId);
  if (!order || (change.orderType && order.orderType !== change.orderType)) {
    throw notFound(`Order ${change.orderId} not found`);
  }
  const from = order.status;
  const to = change.to;
  if (!isOrderStatus(from)) throw conflict(`The order has an unknown status "${from}"`);
  if (from === to) throw conflict(`The order is already ${to}`);
  if (!canTransition(from, to)) throw conflict(`An order cannot go from ${from} to ${to}`);
  if (needsPaymentProof(from, to)) await assertPaymentConfirmed(ctx, order, to);

  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: new Date(),
        ...(PAID_STATUSES.includes(to) ? { paidAt: sql`coalesce(${orders.paidAt}, now())` } : {}),
      })
      // Only if nobody changed it since it was read: the checks above were made against `from`.
      .where(and(eq(orders.id, order.id), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (updated.length === 0)
      throw conflict("The order was changed meanwhile. Please refresh and try again.");
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      changedBy: `admin:${change.adminUsername}`,
    });
  });
  return { id: order.id, previousStatus: from, status: to };
}
