import { conflict, notFound } from "#server/lib/http-error.ts";
import { notifyOrderPaid } from "#server/modules/notifications/index.ts";
import { retakeStock, stockMoved, takeUnheldStock } from "#server/modules/stock/index.ts";
import type { IntentInfo } from "#server/providers/payments/index.ts";
import { isPaidStatus, type OrderStatus } from "#shared/order-status.ts";
import { prepareConfirmation } from "./confirmation.ts";
import { retakeUse } from "./holds.ts";
import type { Actor, LifecycleCtx } from "./lifecycle.ts";
import { holdForReview } from "./payment-review.ts";
import { type Completed, findOrder, type OrderRow, queueLateConfirmation, type Received } from "./repo.ts";
import { findOrderByRepayment } from "./review-repo.ts";
import { refundShortPayment } from "./short-payment.ts";
import { payOrder, recordStatus } from "./status-writes.ts";

const UNPAID = new Set(["pending", "failed", "lapsed"]);
/** Each attempt lost only to a re-pricing that committed in between; more than this is not a race. */
const ATTEMPTS = 3;

/**
 * The payment succeeded: its order becomes paid (placed, waiting to be made and sent; decision 0033), only
 * when the provider says so and took exactly the order's charge in pounds, and at most once per payment
 * intent. Any other amount holds the order for review instead (payment-review.ts). The browser's call, the
 * webhook, the sweeper and the admin all complete through here. Repeats return the order unchanged.
 */
export async function completePayment(
  ctx: LifecycleCtx,
  payment: string | IntentInfo,
  by: Actor,
  opts: { note?: string | null } = {},
): Promise<OrderRow> {
  const paymentIntentId = typeof payment === "string" ? payment : payment.id;
  const intent = await verifiedIntent(
    ctx,
    paymentIntentId,
    typeof payment === "string" ? undefined : payment,
  );
  if (intent.status !== "succeeded") {
    throw conflict(`The payment has not succeeded (status: ${intent.status})`);
  }
  const received = { amountPence: intent.amountPence, currency: intent.currency };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const done = await payOrder(ctx.db, {
      paymentIntentId,
      by,
      note: opts.note ?? null,
      transport: ctx.email.transportName,
      received,
    });
    if (done) return placed(ctx, done, by);
    const held = await holdForReview(ctx, paymentIntentId, received, by);
    if (held) return held;
    const order = await findOrder(ctx.db, { paymentIntentId });
    // Neither statement found it unpaid: completed or held before (a repeat), or settled otherwise.
    if (order && !UNPAID.has(order.status)) return alreadySettled(ctx, order);
    if (!order) return repaid(ctx, paymentIntentId, received, by);
  }
  throw conflict("The order changed while its payment was being checked. Please try again.");
}

export async function verifiedIntent(ctx: LifecycleCtx, paymentIntentId: string, known?: IntentInfo) {
  const intent = known ?? (await ctx.payments.retrieveIntent(paymentIntentId));
  if (!intent) throw notFound("Payment not found");
  return intent;
}

/** The full payment asked of a shopper whose order was held for review (repayment.ts). */
async function repaid(
  ctx: LifecycleCtx,
  paymentIntentId: string,
  received: Received,
  by: Actor,
): Promise<OrderRow> {
  const done = await payOrder(ctx.db, {
    paymentIntentId,
    by,
    note: null,
    transport: ctx.email.transportName,
    received,
    source: "repayment",
  });
  if (done) {
    const order = await placed(ctx, done, by);
    await refundShortPayment(ctx, done, by);
    return order;
  }
  const waiting = await findOrderByRepayment(ctx.db, paymentIntentId);
  if (!waiting) throw notFound("No order for this payment");
  return waiting;
}

/** The side effects of a payment that placed its order. */
async function placed(ctx: LifecycleCtx, done: Completed, by: Actor): Promise<OrderRow> {
  // Paid after its units went back (a failed or lapsed payment that succeeded after all), or never held
  // (the checkout had no email address until it was paid): what is there is taken, the sale honoured.
  const taken =
    done.fromStatus === "pending"
      ? await takeUnheldStock(ctx.db, done.order.id)
      : await retakeStock(ctx.db, done.order.id);
  stockMoved(ctx, taken);
  ctx.metrics?.order("placed");
  ctx.metrics?.payment("succeeded");
  if (done.order.discountCodeId !== null && done.usesCounted === 0) {
    const codeId = done.order.discountCodeId;
    const counted = await ctx.db.transaction((tx) => retakeUse(tx, done.order.id, codeId));
    if (!counted) {
      await ctx.db.transaction((tx) =>
        recordStatus(tx, {
          orderId: done.order.id,
          from: done.order.status as OrderStatus,
          to: done.order.status as OrderStatus,
          actor: by,
          note: "discount code was at its limit when the payment succeeded; the discounted price was honoured",
        }),
      );
    }
  }
  if (done.confirmationEmailId !== null) {
    await prepareConfirmation(ctx, done.confirmationEmailId, done.order, done.items);
  }
  await notifyOrderPaid(ctx, done.order);
  return done.order;
}

/** A repeat: a paid order that had no email address when it was paid gets its confirmation now. */
async function alreadySettled(ctx: LifecycleCtx, order: OrderRow): Promise<OrderRow> {
  if (isPaidStatus(order.status) && !order.confirmationEmailSentAt && order.customerEmail) {
    const emailId = await queueLateConfirmation(ctx.db, order.id, ctx.email.transportName);
    if (emailId !== null) await prepareConfirmation(ctx, emailId, order);
  }
  return order;
}
