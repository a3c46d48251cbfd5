import { randomUUID } from "node:crypto";
import { conflict, notFound } from "#server/lib/http-error.ts";
import { hashSecret } from "#server/lib/secret-hash.ts";
import { paymentRequestEmail } from "#server/modules/emails/index.ts";
import { formatPence, penceToDecimal } from "#shared/money.ts";
import type { PaymentRequestView, RepaymentView } from "#shared/schemas/repayment.ts";
import { storedChargePence } from "./charge.ts";
import { completePayment } from "./completion.ts";
import { orderEmailInput } from "./email.ts";
import type { Actor, LifecycleCtx } from "./lifecycle.ts";
import {
  type OrderTokenKind,
  orderLink,
  publicOrigin,
  signOrderToken,
  verifySignedOrderToken,
} from "./order-link.ts";
import { findOrder, type OrderRow } from "./repo.ts";
import { setRepayment } from "./review-repo.ts";
import { recordStatus } from "./status-writes.ts";
import { contactOf } from "./views.ts";

/**
 * A payment held for review that took less than the order's total: the owner asks the shopper to pay the
 * total with a new payment, by an emailed link. Once it succeeds it becomes the order's payment (the order
 * is placed as any other) and the short payment is refunded, so the shopper pays the difference in all
 * and every refund later moves money on one payment (decision 0032).
 */

export const REPAY_PAGE_PATH = "/pay";
const REPAY_LINK: OrderTokenKind = {
  purpose: "repayment",
  version: "r1",
  ttlSeconds: 30 * 24 * 60 * 60,
  messages: {
    invalid: "This payment link is not valid. Please reply to the email it came in.",
    expired: "This payment link has expired. Please reply to the email it came in for a new one.",
  },
};

type Ctx = LifecycleCtx;

const short = (order: OrderRow) => order.receivedPence ?? 0;
const numberOf = (order: OrderRow) => order.orderNumber ?? `#${order.id}`;

/** The admin asks the shopper to pay the order's total; asking again re-sends nothing new. */
export async function requestFullPayment(
  ctx: Ctx,
  orderId: number,
  actor: Actor,
): Promise<PaymentRequestView> {
  const order = await findOrder(ctx.db, { orderId });
  if (!order) throw notFound(`Order ${orderId} not found`);
  if (order.status !== "review") {
    throw conflict(
      `Only an order whose payment is held for review can be paid again; this one is ${order.status}`,
    );
  }
  if (!order.customerEmail) throw conflict("The order has no email address to send the payment link to");
  const charge = storedChargePence(order);
  const sameCurrency = (order.receivedCurrency ?? "gbp") === "gbp";
  if (sameCurrency && short(order) >= charge) {
    throw conflict("The shopper paid at least the order's total: refund what was paid instead");
  }
  const paymentIntentId = order.repayIntentId ?? (await newRepayment(ctx, order, charge, actor));
  const payUrl = `${publicOrigin(ctx.config)}${REPAY_PAGE_PATH}?t=${signOrderToken(ctx.config, REPAY_LINK, order.id)}`;
  const mail = await paymentRequestEmail(await orderEmailInput(ctx, order), {
    receivedPence: short(order),
    payUrl,
  });
  await ctx.email.send(
    "order_payment_request",
    { to: order.customerEmail, ...mail },
    { dedupeKey: `repay:${paymentIntentId}` },
  );
  return { payUrl, amount: penceToDecimal(charge) };
}

async function newRepayment(ctx: Ctx, order: OrderRow, charge: number, actor: Actor): Promise<string> {
  const intent = await ctx.payments.createIntent({
    amountPence: charge,
    currency: "gbp",
    idempotencyKey: `repay_${order.id}_${randomUUID()}`,
    metadata: { orderId: String(order.id), purpose: "repayment" },
  });
  const recorded = await ctx.db.transaction(async (tx) => {
    if (!(await setRepayment(tx, order.id, intent.id, hashSecret(intent.clientSecret)))) return false;
    await recordStatus(tx, {
      orderId: order.id,
      from: "review",
      to: "review",
      actor,
      note: `asked the shopper to pay ${formatPence(charge)}; the ${formatPence(short(order))} taken is refunded once they have`,
    });
    return true;
  });
  if (!recorded) {
    await ctx.payments
      .cancelIntent(intent.id)
      .catch((err) => ctx.log.warn({ err, orderId: order.id }, "an unused repayment could not be cancelled"));
    throw conflict("The order was changed meanwhile. Please refresh and try again.");
  }
  return intent.id;
}

async function orderOfLink(ctx: Ctx, token: string): Promise<OrderRow> {
  const orderId = verifySignedOrderToken(ctx.config, REPAY_LINK, token);
  const order = await findOrder(ctx.db, { orderId });
  if (!order) throw notFound(REPAY_LINK.messages.invalid);
  return order;
}

function viewOf(ctx: Ctx, order: OrderRow): RepaymentView | null {
  if (order.paidAt) {
    return { state: "paid", orderNumber: numberOf(order), orderPageUrl: orderLink(ctx.config, order) };
  }
  if (order.status !== "review" || !order.repayIntentId) {
    return {
      state: "closed",
      message: "There is nothing to pay for this order. Please reply to the email it came in.",
    };
  }
  return null;
}

/** The payment page: what to pay, with the payment's client secret for the card form. */
export async function repaymentOf(ctx: Ctx, token: string): Promise<RepaymentView> {
  const order = await orderOfLink(ctx, token);
  const settled = viewOf(ctx, order);
  if (settled) return settled;
  const intent = await ctx.payments.retrieveIntent(order.repayIntentId as string);
  if (!intent?.clientSecret) throw notFound(REPAY_LINK.messages.invalid);
  return {
    state: "due",
    orderNumber: numberOf(order),
    total: penceToDecimal(storedChargePence(order)),
    received: penceToDecimal(short(order)),
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    billing: contactOf(order),
  };
}

/** After the card: completes the order if the provider took the total (the webhook does the same). */
export async function completeRepayment(ctx: Ctx, token: string): Promise<RepaymentView> {
  const order = await orderOfLink(ctx, token);
  const settled = viewOf(ctx, order);
  if (settled) return settled;
  const after = await completePayment(ctx, order.repayIntentId as string, "storefront");
  return viewOf(ctx, after) ?? { state: "closed", message: "The payment has not gone through yet." };
}
