import { notifyPaymentReview } from "#server/modules/notifications/index.ts";
import { retakeStock, stockMoved, takeUnheldStock } from "#server/modules/stock/index.ts";
import { formatPence } from "#shared/money.ts";
import { storedChargePence } from "./charge.ts";
import type { Actor, LifecycleCtx } from "./lifecycle.ts";
import type { OrderRow, Received } from "./repo.ts";
import { holdOrder } from "./status-writes.ts";

/**
 * A payment that succeeded with another amount (or currency) than its order's charge never places the
 * order: the order is held in `review` with what was received, keeps its units, and the owner is told
 * once. The owner then refunds what was received, or asks the shopper to pay the difference.
 */
export async function holdForReview(
  ctx: LifecycleCtx,
  paymentIntentId: string,
  received: Received,
  by: Actor,
): Promise<OrderRow | null> {
  const note = `the provider took ${amountText(received)}, not the order's charge`;
  const held = await holdOrder(ctx.db, paymentIntentId, by, note, received);
  if (!held) return null;
  const { fromStatus, ...order } = held;
  const taken =
    fromStatus === "pending" ? await takeUnheldStock(ctx.db, order.id) : await retakeStock(ctx.db, order.id);
  stockMoved(ctx, taken);
  ctx.metrics?.payment("mismatched");
  await notifyPaymentReview(ctx, order, { ...received, chargePence: storedChargePence(order) });
  return order;
}

const amountText = (r: Received) =>
  r.currency.toLowerCase() === "gbp"
    ? formatPence(r.amountPence)
    : `${r.amountPence} ${r.currency.toUpperCase()} minor units`;

/** What the shopper and the admin are told of an order held for review. */
export function reviewRefusal(order: OrderRow): string {
  const received = { amountPence: order.receivedPence ?? 0, currency: order.receivedCurrency ?? "gbp" };
  return `The payment of ${amountText(received)} does not match the order's total of ${formatPence(storedChargePence(order))}, so the order is on hold and nothing will be sent. The shop has been told and will email you: it will refund the payment or ask you to pay the difference.`;
}
