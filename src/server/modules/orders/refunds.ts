import { badRequest, conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import { PaymentProviderError, type RefundInfo } from "#server/providers/payments/index.ts";
import { formatPence } from "#shared/money.ts";
import { holdsMoney } from "#shared/order-status.ts";
import type { Actor, LifecycleCtx } from "./lifecycle.ts";
import { chargeOf, settleRefunds } from "./refund-settle.ts";
import {
  claimRefund,
  failRefund,
  insertRefund,
  type Purpose,
  type RefundRow,
  refundRowsOf,
  rowKey,
} from "./refunds-repo.ts";
import { findOrder, lockOrder, type OrderRow } from "./repo.ts";

/**
 * Money back on a paid order, in three steps so no lock is held while the provider is asked: under the
 * order's row lock a pending refund row is written (or a retry finds its own); the provider refunds with
 * the row's idempotency key; under the lock again the provider's answer settles the row, the order's
 * refunded total and, once all is refunded, its status (refund-settle.ts). A webhook settles the same way.
 */

export interface RefundRequest {
  amountPence: number;
  reason: string;
  /** The admin's key for this refund: a double click or a retry carries the same one and refunds once. */
  idempotencyKey: string;
  actor: Actor;
}

export type CancelRequest = Omit<RefundRequest, "amountPence">;

/** What the refunds under way or done have already taken from the charge. */
const takenBy = (rows: RefundRow[]) =>
  rows.filter((r) => r.status !== "failed").reduce((sum, r) => sum + r.amountPence, 0);

const hasShipped = (order: OrderRow) =>
  order.status === "shipped" || order.status === "delivered" || order.trackingNumber !== null;

/** Why this order cannot give this much back now, or null when it can. */
function refusal(order: OrderRow, others: RefundRow[], purpose: Purpose, amount?: number): HttpError | null {
  if (order.status === "refunded") return conflict("The order has already been refunded in full");
  if (order.status === "cancelled") return conflict("The order has already been cancelled");
  if (!holdsMoney(order.status) || !order.paymentIntentId) {
    return conflict(`Only a paid order can be refunded; this order is ${order.status}`);
  }
  if (purpose === "cancel" && hasShipped(order)) {
    return conflict("The order has shipped, so it cannot be cancelled. Refund it instead.");
  }
  const remaining = chargeOf(order) - takenBy(others);
  if (remaining <= 0) {
    return conflict(
      others.some((r) => r.status === "pending")
        ? "A refund of this order is still under way. Please try again when it has finished."
        : "Nothing is left to refund on this order",
    );
  }
  if (amount !== undefined && amount > remaining) {
    return conflict(`Only ${formatPence(remaining)} of this order can still be refunded`);
  }
  return null;
}

interface Started {
  row: RefundRow;
  /** False when another request is asking the provider for this refund, or it is already settled. */
  ask: boolean;
  paymentIntentId: string;
}

async function begin(
  ctx: LifecycleCtx,
  orderId: number,
  purpose: Purpose,
  input: CancelRequest & { amountPence?: number },
): Promise<Started> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(`Order ${orderId} not found`);
    const paymentIntentId = order.paymentIntentId ?? "";
    const key = rowKey(orderId, purpose, input.idempotencyKey);
    const rows = await refundRowsOf(tx, orderId);
    const existing = rows.find((r) => r.idempotencyKey === key);
    if (existing) {
      if (input.amountPence !== undefined && existing.amountPence !== input.amountPence) {
        throw conflict(
          `This key was already used for a refund of ${formatPence(existing.amountPence)}; a new refund needs a new key`,
        );
      }
      if (existing.status === "failed") {
        const refused = refusal(
          order,
          rows.filter((r) => r !== existing),
          purpose,
          existing.amountPence,
        );
        if (refused) throw refused;
      }
      const claimed = existing.status === "succeeded" ? undefined : await claimRefund(tx, existing.id);
      return { row: claimed ?? existing, ask: claimed !== undefined, paymentIntentId };
    }
    const refused = refusal(order, rows, purpose, input.amountPence);
    if (refused) throw refused;
    const row = await insertRefund(tx, {
      orderId,
      amountPence: input.amountPence ?? chargeOf(order) - takenBy(rows),
      reason: input.reason,
      actor: input.actor,
      idempotencyKey: key,
    });
    return { row, ask: true, paymentIntentId };
  });
}

async function giveBack(
  ctx: LifecycleCtx,
  orderId: number,
  purpose: Purpose,
  input: CancelRequest & { amountPence?: number },
): Promise<RefundRow> {
  const { row, ask, paymentIntentId } = await begin(ctx, orderId, purpose, input);
  if (!ask) return row;
  let refund: RefundInfo;
  try {
    refund = await ctx.payments.refund({
      paymentIntentId,
      amountPence: row.amountPence,
      idempotencyKey: row.idempotencyKey,
      metadata: { refundId: String(row.id), orderId: String(orderId) },
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await failRefund(ctx.db, row.id, error.message);
    throw new HttpError(502, `The payment provider did not make the refund: ${error.message}`);
  }
  const settled = await settleRefunds(ctx, orderId, [refund], { recordUnknown: false });
  return settled?.rows.find((r) => r.id === row.id) ?? row;
}

/**
 * Refunds part or all of a paid order (also a partly refunded one), never more than remains of the charge.
 * The order ends `refunded` when all of the charge is back.
 */
export async function refundOrder(
  ctx: LifecycleCtx,
  orderId: number,
  input: RefundRequest,
): Promise<RefundRow> {
  if (!Number.isSafeInteger(input.amountPence) || input.amountPence <= 0) {
    throw badRequest("The refund must be a positive whole number of pence");
  }
  return giveBack(ctx, orderId, "refund", input);
}

/** A paid order that has not shipped: all that remains of the charge goes back and the order ends `cancelled`. */
export function cancelPaidOrder(
  ctx: LifecycleCtx,
  orderId: number,
  input: CancelRequest,
): Promise<RefundRow> {
  return giveBack(ctx, orderId, "cancel", input);
}

/**
 * For the provider's refund webhooks: records every refund of the payment as the provider reports it,
 * also those made in the provider's own dashboard. Repeating it changes nothing. 404 for a payment that
 * is not an order's.
 */
export async function reconcileRefunds(ctx: LifecycleCtx, paymentIntentId: string): Promise<void> {
  const order = await findOrder(ctx.db, { paymentIntentId });
  if (!order) throw notFound("No order for this payment");
  const refunds = await ctx.payments.listRefunds(paymentIntentId);
  await settleRefunds(ctx, order.id, refunds, { recordUnknown: true });
}
