import { randomBytes, randomUUID } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import { isConnectionLost } from "#server/lib/connection-errors.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import { hashSecret } from "#server/lib/secret-hash.ts";
import { amountsView } from "#server/modules/basket-pricing/service.ts";
import { confirmationToken } from "#server/modules/orders/confirmation-link.ts";
import { attachCustomer } from "#server/modules/orders/customer.ts";
import { supersedePayment } from "#server/modules/orders/lifecycle.ts";
import { orderWithSecret } from "#server/modules/orders/order-secret.ts";
import { markUnpaid } from "#server/modules/orders/repo.ts";
import { isStockShortage, shortageError, stockMoved } from "#server/modules/stock/holds.ts";
import type { CheckoutResponse, CustomerInput, PaymentIntentView } from "#shared/schemas/checkout.ts";
import {
  type CheckoutRequest,
  logDifferentAmount,
  orderContents,
  type PricedCheckout,
  priceCheckout,
} from "./priced.ts";
import { insertPendingOrder, type PendingOrder, setPaymentIntent } from "./repo.ts";
import { ownsCheckout, repricePendingOrder } from "./reprice.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "email" | "config"> & Partial<Pick<AppContext, "catalogue">>;

/**
 * One pending order per checkout. The browser sends back the payment and token it was given; while that
 * order is still pending, re-pricing (a code, another country, a changed basket) updates it and its
 * payment's amount. Otherwise a new pending order is recorded (items, history, discount hold in one
 * statement) and the provider asked for a payment of exactly the charge, keyed on the order.
 */
export async function createCheckout(ctx: Ctx, req: CheckoutRequest): Promise<CheckoutResponse> {
  const created = await checkoutOrder(ctx, req);
  return { ...created, confirmationToken: confirmationToken(ctx.config, created.orderId) };
}

async function checkoutOrder(
  ctx: Ctx,
  req: CheckoutRequest,
): Promise<Omit<CheckoutResponse, "confirmationToken">> {
  const proven = Boolean(req.replaces && req.checkoutToken);
  if (proven) {
    const reused = await repricePendingOrder(ctx, req, req.replaces as string, req.checkoutToken as string);
    if (reused) return reused;
  }

  const token = randomBytes(24).toString("base64url");
  const idempotencyKey = `order_${randomUUID()}`;
  const priced = await (req.discountCode
    ? ctx.db.transaction(async (tx) => {
        const p = await priceCheckout(tx, req, true);
        const o = await insertPendingOrder(tx, pendingOrder(ctx, req, p, idempotencyKey, token));
        return { ...p, orderId: o.id, stockTaken: o.stockTaken };
      })
    : (async () => {
        const p = await priceCheckout(ctx.db, req, false);
        const o = await insertPendingOrder(ctx.db, pendingOrder(ctx, req, p, idempotencyKey, token));
        return { ...p, orderId: o.id, stockTaken: o.stockTaken };
      })()
  ).catch(async (error: unknown) => {
    // A variant sold out between the basket and the payment: refused before any payment exists.
    if (isStockShortage(error)) throw await shortageError(ctx.db, req.lines);
    throw error;
  });
  const { q, applied, orderId } = priced;
  stockMoved(ctx, priced.stockTaken);

  let intent: Awaited<ReturnType<typeof ctx.payments.createIntent>>;
  try {
    intent = await ctx.payments.createIntent({
      amountPence: q.totals.charge,
      currency: "gbp",
      idempotencyKey,
      metadata: { orderId: String(orderId), orderType: q.orderType },
    });
  } catch (error) {
    req.log?.warn({ err: error, orderId }, "the payment provider refused to create a payment");
    await markUnpaid(
      ctx.db,
      { orderId },
      "failed",
      ["pending"],
      "system",
      "the payment could not be created",
    ).then((settled) => stockMoved(ctx, settled.stock_returned > 0));
    // The sandbox keeps its payments in our database: a lost connection is ours (503), not the provider's.
    if (isConnectionLost(error)) throw error;
    throw new HttpError(502, "Failed to initialize payment. Please try again.");
  }
  await setPaymentIntent(ctx.db, orderId, intent.id, hashSecret(intent.clientSecret));
  if (proven && req.replaces !== intent.id) {
    await supersedeIfOwned(ctx, req).catch((err) => req.log?.warn({ err }, "superseding failed"));
  }
  logDifferentAmount(req, orderId, q.totals.charge);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    status: intent.status,
    orderId,
    amounts: amountsView(q.totals),
    discount: applied,
    checkoutToken: token,
  };
}

function pendingOrder(
  ctx: Ctx,
  req: CheckoutRequest,
  p: PricedCheckout,
  idempotencyKey: string,
  token: string,
): PendingOrder {
  return {
    ...orderContents(req, p, req.details ?? {}),
    provider: ctx.payments.name,
    idempotencyKey,
    checkoutTokenHash: hashSecret(token),
  };
}

/** Only the browser holding the old checkout's token may cancel it. */
async function supersedeIfOwned(ctx: Ctx, req: CheckoutRequest): Promise<void> {
  if (await ownsCheckout(ctx, req.replaces as string, req.checkoutToken as string)) {
    await supersedePayment(ctx, req.replaces as string);
  }
}

/**
 * The shipping details reach the pending order before the card is charged; only the browser holding the
 * payment's client secret may set them.
 */
export async function updateCustomer(
  ctx: Ctx,
  paymentIntentId: string,
  customer: CustomerInput,
  secret: string | undefined,
) {
  await orderWithSecret(ctx, { paymentIntentId }, secret);
  return attachCustomer(ctx, paymentIntentId, customer, { onlyIfMissing: false });
}

/** The provider's status of a checkout's payment, for the browser holding its client secret. */
export async function paymentStatus(
  ctx: Ctx,
  paymentIntentId: string,
  secret: string | undefined,
): Promise<PaymentIntentView> {
  await orderWithSecret(ctx, { paymentIntentId }, secret);
  const intent = await ctx.payments.retrieveIntent(paymentIntentId);
  if (!intent) throw notFound("Payment not found");
  return { id: intent.id, status: intent.status, amount: intent.amountPence, currency: intent.currency };
}
