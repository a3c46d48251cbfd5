import type { AppContext } from "#server/context.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import { notifyOrderPaid } from "#server/modules/notifications/service.ts";
import type { IntentInfo } from "#server/providers/payments/index.ts";
import {
  canTransition,
  isOrderStatus,
  isPaidStatus,
  movesMoneyBack,
  needsPaymentProof,
  type OrderStatus,
} from "#shared/order-status.ts";
import { retakeStock, stockMoved } from "../stock/holds.ts";
import { storedChargePence } from "./charge.ts";
import { prepareConfirmation } from "./confirmation.ts";
import { confirmHold, retakeUse } from "./holds.ts";
import { cancelPaidOrder, refundOrder } from "./refunds.ts";
import {
  findOrder,
  markPaid,
  markUnpaid,
  type OrderRow,
  queueLateConfirmation,
  writeStatus,
} from "./repo.ts";
import { sendDeliveredEmail } from "./status-emails.ts";

/** Who changed an order, as written in its history. */
export type Actor = "storefront" | "webhook" | "system" | "provider" | `admin:${string}`;
/** `config`: the order emails' company details and signed order link. */
export type LifecycleCtx = Pick<AppContext, "db" | "payments" | "email" | "config"> &
  Partial<Pick<AppContext, "metrics" | "catalogue">>;

export interface TransitionOptions {
  actor: Actor;
  reason?: string | null;
  /** For changes that move money: a retried request with the same key moves it once. */
  idempotencyKey?: string;
  /** Restricts the change to orders of this type (the Africa R3D table). */
  orderType?: string;
}

/**
 * The one way an order changes status, whoever asks: the transition table decides what is allowed, and
 * each change brings its side effects. A paid status from an unpaid one needs the provider's word (and
 * counts the discount use, numbers the order and sends the confirmation); cancelling or refunding a paid
 * order gives the money back first; failing or cancelling an unpaid one releases its discount hold and
 * gives back its stock (a paid one's stock goes back with the money unless it was shipped).
 */
export async function transition(
  ctx: LifecycleCtx,
  orderId: number,
  to: OrderStatus,
  opts: TransitionOptions,
): Promise<{ order: OrderRow; from: OrderStatus }> {
  const order = await findOrder(ctx.db, { orderId });
  if (!order || (opts.orderType && order.orderType !== opts.orderType)) {
    throw notFound(`Order ${orderId} not found`);
  }
  const from = order.status;
  if (!isOrderStatus(from)) throw conflict(`The order has an unknown status "${from}"`);
  if (from === to) throw conflict(`The order is already ${to}`);
  if (!canTransition(from, to)) throw conflict(`An order cannot go from ${from} to ${to}`);
  const reason = opts.reason ?? null;

  if (needsPaymentProof(from, to)) {
    const paid = await completePayment(ctx, await provenPayment(ctx, order, to), opts.actor, {
      to: to === "completed" ? "completed" : "paid",
      note: reason,
    });
    return { order: paid, from };
  }

  if (movesMoneyBack(from, to)) {
    const key = opts.idempotencyKey ?? `status-${orderId}-${to}`;
    const why = reason ?? `marked ${to} by the admin`;
    if (to === "cancelled") {
      await cancelPaidOrder(ctx, orderId, { reason: why, idempotencyKey: key, actor: opts.actor });
    } else {
      const charge = storedChargePence(order);
      const remaining = charge - order.refundedPence;
      if (remaining <= 0) throw conflict("Nothing is left to refund on this order");
      await refundOrder(ctx, orderId, {
        amountPence: remaining,
        reason: why,
        idempotencyKey: key,
        actor: opts.actor,
      });
    }
    return { order: await reread(ctx, orderId), from };
  }

  if ((to === "failed" || to === "cancelled" || to === "lapsed") && !isPaidStatus(from)) {
    const settled = await markUnpaid(ctx.db, { orderId }, to, [from], opts.actor, reason);
    stockMoved(ctx, settled.stock_returned > 0);
    if (!settled.from_status) throw changedMeanwhile();
    ctx.metrics?.order(to);
    return { order: await reread(ctx, orderId), from };
  }

  const written = await ctx.db.transaction((tx) =>
    writeStatus(tx, { orderId, from, to, actor: opts.actor, note: reason }),
  );
  if (!written) throw changedMeanwhile();
  const updated = await reread(ctx, orderId);
  // The carriers report no delivery, so the status change is the delivery event; the email never blocks it.
  if (to === "delivered") await sendDeliveredEmail(ctx, updated).catch(() => null);
  return { order: updated, from };
}

const changedMeanwhile = () => conflict("The order was changed meanwhile. Please refresh and try again.");

async function reread(ctx: LifecycleCtx, orderId: number): Promise<OrderRow> {
  const order = await findOrder(ctx.db, { orderId });
  if (!order) throw notFound(`Order ${orderId} not found`);
  return order;
}

/** decisions.md §4: paid or completed only when the provider says the payment succeeded. */
async function provenPayment(ctx: LifecycleCtx, order: OrderRow, to: OrderStatus): Promise<IntentInfo> {
  const refuse = (why: string) =>
    conflict(`The order cannot be marked ${to}: ${why}. Only a confirmed payment can make an order paid.`);
  if (!order.paymentIntentId) throw refuse("it has no card payment");
  let intent: IntentInfo | null;
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
  return { ...intent, id: order.paymentIntentId };
}

async function verifiedIntent(ctx: LifecycleCtx, paymentIntentId: string, known?: IntentInfo) {
  const intent = known ?? (await ctx.payments.retrieveIntent(paymentIntentId));
  if (!intent) throw notFound("Payment not found");
  return intent;
}

/**
 * The payment succeeded: its order becomes paid (the admin's word) or completed (the storefront's), only
 * when the provider says so, and at most once per payment intent. Repeats return the order unchanged.
 */
export async function completePayment(
  ctx: LifecycleCtx,
  payment: string | IntentInfo,
  by: Actor,
  opts: { to?: "paid" | "completed"; note?: string | null } = {},
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
  const done = await markPaid(
    ctx.db,
    paymentIntentId,
    opts.to ?? "completed",
    by,
    opts.note ?? null,
    ctx.email.transportName,
  );
  if (done) {
    // Paid after its units went back (a failed or lapsed payment that succeeded after all).
    if (done.fromStatus !== "pending") stockMoved(ctx, await retakeStock(ctx.db, done.order.id));
    ctx.metrics?.order("placed");
    ctx.metrics?.payment("succeeded");
    if (done.order.discountCodeId !== null && done.usesCounted === 0) {
      const codeId = done.order.discountCodeId;
      const counted = await ctx.db.transaction((tx) => retakeUse(tx, done.order.id, codeId));
      if (!counted) {
        await ctx.db.transaction((tx) =>
          writeStatus(tx, {
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
  const order = await findOrder(ctx.db, { paymentIntentId });
  if (!order) throw notFound("No order for this payment");
  if (isPaidStatus(order.status) && !order.confirmationEmailSentAt && order.customerEmail) {
    const emailId = await queueLateConfirmation(ctx.db, order.id, ctx.email.transportName);
    if (emailId !== null) await prepareConfirmation(ctx, emailId, order);
  }
  return order;
}

/**
 * The payment will not complete: the order becomes failed and its discount hold is released. A payment
 * that carried a discount is cancelled at the provider first, so the released use cannot be spent later.
 * If the provider says the payment succeeded after all, the order is completed instead.
 */
export async function failPayment(
  ctx: LifecycleCtx,
  paymentIntentId: string,
  by: Actor,
  note: string | null = null,
): Promise<OrderRow> {
  const intent = await verifiedIntent(ctx, paymentIntentId);
  if (intent.status === "succeeded") return completePayment(ctx, intent, by);
  const order = await findOrder(ctx.db, { paymentIntentId });
  if (!order) throw notFound("No order for this payment");
  if (order.discountCodeId !== null && intent.status !== "canceled") {
    const after = await ctx.payments.cancelIntent(paymentIntentId);
    if (after?.status === "succeeded") return completePayment(ctx, after, by);
  }
  const failed = await markUnpaid(ctx.db, { paymentIntentId }, "failed", ["pending"], by, note);
  stockMoved(ctx, failed.stock_returned > 0);
  if (failed.from_status) {
    ctx.metrics?.order("failed");
    ctx.metrics?.payment("failed");
  }
  return (await findOrder(ctx.db, { paymentIntentId })) as OrderRow;
}

/**
 * The payment was replaced by a new one: cancel it at the provider, and a pending order with it. A failed
 * order keeps its status: that is what happened.
 */
export async function supersedePayment(ctx: LifecycleCtx, paymentIntentId: string): Promise<void> {
  const order = await findOrder(ctx.db, { paymentIntentId });
  if (!order || (order.status !== "pending" && order.status !== "failed")) return;
  const after = await ctx.payments.cancelIntent(paymentIntentId);
  if (after?.status === "succeeded") {
    await completePayment(ctx, after, "storefront");
    return;
  }
  const settled = await markUnpaid(
    ctx.db,
    { paymentIntentId },
    "cancelled",
    ["pending"],
    "storefront",
    "superseded",
  );
  stockMoved(ctx, settled.stock_returned > 0);
  if (settled.from_status) ctx.metrics?.order("cancelled");
}

/**
 * A checkout nobody paid within its hold window lapses and its discount hold is released. A payment that
 * carried a discount is cancelled first so the freed use cannot be spent; one without may still be paid
 * later, and then completes from lapsed. A payment that succeeded meanwhile completes its order instead.
 */
export async function lapseCheckout(
  ctx: LifecycleCtx,
  orderId: number,
  paymentIntentId: string | null,
): Promise<void> {
  if (paymentIntentId) {
    const order = await findOrder(ctx.db, { orderId });
    const intent = await ctx.payments.retrieveIntent(paymentIntentId);
    const after =
      intent &&
      order?.discountCodeId !== null &&
      intent.status !== "canceled" &&
      intent.status !== "succeeded"
        ? await ctx.payments.cancelIntent(paymentIntentId)
        : intent;
    if (after?.status === "succeeded") {
      const paid = await completePayment(ctx, after, "system");
      if (isPaidStatus(paid.status)) await confirmHold(ctx.db, paid.id);
      return;
    }
  }
  const settled = await markUnpaid(ctx.db, { orderId }, "lapsed", ["pending"], "system", "payment lapsed");
  stockMoved(ctx, settled.stock_returned > 0);
  if (settled.from_status) ctx.metrics?.order("lapsed");
}
