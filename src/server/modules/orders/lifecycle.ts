import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import { stockMoved } from "#server/modules/stock/index.ts";
import type { IntentInfo } from "#server/providers/payments/index.ts";
import {
  canTransition,
  isOrderStatus,
  isPaidStatus,
  isPrescriptionStage,
  movesMoneyBack,
  needsPaymentProof,
  type OrderStatus,
  orderKind,
} from "#shared/order-status.ts";
import { staffStatusText } from "#shared/order-status-text.ts";
import { completePayment, verifiedIntent } from "./completion.ts";
import { confirmHold } from "./holds.ts";
import { reviewRefusal } from "./payment-review.ts";
import { openPrescriptionQuery, PRISM_QUERY } from "./prescription-query.ts";
import { chargeOf } from "./refund-settle.ts";
import { cancelPaidOrder, refundOrder } from "./refunds.ts";
import { findOrder, type OrderRow } from "./repo.ts";
import { sendDeliveredEmail } from "./status-emails.ts";
import { recordStatus, settleUnpaid } from "./status-writes.ts";

/** Who changed an order, as written in its history. */
export type Actor = "storefront" | "webhook" | "system" | "provider" | `admin:${string}`;
/** `config`: the order emails' company details and signed order link. */
export type LifecycleCtx = Pick<AppContext, "db" | "payments" | "email" | "config" | "log" | "catalogue"> &
  Partial<Pick<AppContext, "metrics">>;

export interface TransitionOptions {
  actor: Actor;
  reason?: string | null;
  /** For changes that move money: a retried request with the same key moves it once. */
  idempotencyKey?: string;
  /** Restricts the change to orders of this type (the Africa R3D table). */
  orderType?: string;
  /**
   * A prescription stage is entered only through the work that makes it true (a verification, a query, a
   * lab job, a quality check): that work passes its records here, written in the status change's
   * transaction. A bare status change to a stage is refused.
   */
  step?: StageStep;
}

/** The records a stage's work writes with the status change; it may refuse (throw) after reading the locked order. */
export type StageStep = (tx: DbOrTx, order: OrderRow) => Promise<void>;

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
  const kind = orderKind(order);
  if (!canTransition(from, to, kind))
    throw conflict(`An order cannot go from ${staffStatusText(from)} to ${staffStatusText(to)}`);
  const reason = opts.reason ?? null;
  if (needsPaymentProof(from, to)) {
    if (from === "review") throw conflict(reviewRefusal(order));
    const paid = await completePayment(ctx, await provenPayment(ctx, order, to), opts.actor, {
      note: reason,
    });
    if (paid.status === "review") throw conflict(reviewRefusal(paid));
    return { order: paid, from };
  }

  if (movesMoneyBack(from, to)) {
    const key = opts.idempotencyKey ?? `status-${orderId}-${to}`;
    const why = reason ?? `marked ${to} by the admin`;
    if (to === "cancelled") {
      await cancelPaidOrder(ctx, orderId, { reason: why, idempotencyKey: key, actor: opts.actor });
    } else {
      const charge = chargeOf(order);
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
    const settled = await settleUnpaid(ctx.db, { orderId }, to, [from], opts.actor, reason);
    stockMoved(ctx, settled.stock_returned > 0);
    if (!settled.from_status) throw changedMeanwhile();
    ctx.metrics?.order(to);
    return { order: await reread(ctx, orderId), from };
  }

  if (isPrescriptionStage(to) && !opts.step) {
    throw conflict(
      `An order becomes ${staffStatusText(to)} through the prescription work queue, not by a status change`,
    );
  }
  const written = await ctx.db.transaction(async (tx) => {
    const ok = await recordStatus(tx, { orderId, from, to, actor: opts.actor, note: reason, kind });
    if (ok && opts.step) await opts.step(tx, order);
    return ok;
  });
  if (!written) throw changedMeanwhile();
  const updated = await reread(ctx, orderId);
  // The carriers report no delivery, so the status change is the delivery event; the email never blocks it.
  if (to === "delivered") {
    await sendDeliveredEmail(ctx, updated).catch((err) =>
      ctx.log.error({ err, orderId }, "the delivered email could not be queued"),
    );
  }
  return { order: updated, from };
}

/**
 * A prescription arrived for an order that was waiting for it: the order goes to verification, or, when
 * the prescription has prism, to a question a person follows up with the shopper. Nothing happens for an
 * order at any other stage (a newer version of its prescription is the verifier's to see).
 */
export async function prescriptionArrived(
  ctx: LifecycleCtx,
  orderId: number,
  actor: Actor,
  opts: { prism?: boolean } = {},
): Promise<void> {
  const order = await findOrder(ctx.db, { orderId });
  if (order?.status !== "awaiting_prescription") return;
  await transition(ctx, orderId, "awaiting_verification", {
    actor,
    reason: "The prescription arrived",
    step: async () => {},
  });
  if (opts.prism) {
    await openPrescriptionQuery(ctx, orderId, PRISM_QUERY, "system");
  }
}

const changedMeanwhile = () => conflict("The order was changed meanwhile. Please refresh and try again.");

async function reread(ctx: LifecycleCtx, orderId: number): Promise<OrderRow> {
  const order = await findOrder(ctx.db, { orderId });
  if (!order) throw notFound(`Order ${orderId} not found`);
  return order;
}

/** Paid only when the provider says the payment succeeded. */
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

/**
 * The payment will not complete: the order becomes failed and its discount hold is released. A payment
 * that carried a discount is cancelled at the provider first, so the released use cannot be spent later.
 * If the provider says the payment succeeded after all, the order is paid instead.
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
  const failed = await settleUnpaid(ctx.db, { paymentIntentId }, "failed", ["pending"], by, note);
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
  const settled = await settleUnpaid(
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
  const settled = await settleUnpaid(ctx.db, { orderId }, "lapsed", ["pending"], "system", "payment lapsed");
  stockMoved(ctx, settled.stock_returned > 0);
  if (settled.from_status) ctx.metrics?.order("lapsed");
}
