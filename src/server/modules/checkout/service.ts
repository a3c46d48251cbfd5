import { randomBytes, randomUUID } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { isConnectionLost } from "#server/lib/connection-errors.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import { hashSecret } from "#server/lib/secret-hash.ts";
import { amountsView } from "#server/modules/basket-pricing/index.ts";
import {
  attachCustomer,
  confirmationToken,
  lockOrder,
  type OrderRow,
  orderWithSecret,
  settleUnpaid,
  supersedePayment,
} from "#server/modules/orders/index.ts";
import {
  checkHoldLimits,
  findShortage,
  holdsUnits,
  isStockShortage,
  orderStockLines,
  shortageError,
  stockMoved,
  takeStock,
} from "#server/modules/stock/index.ts";
import type { CheckoutResponse, CustomerInput, PaymentIntentView } from "#shared/schemas/checkout.ts";
import {
  type CheckoutRequest,
  checkedEligibility,
  holderOf,
  holdsStock,
  logDifferentAmount,
  orderContents,
  type PricedCheckout,
  priceCheckout,
  touchesStock,
} from "./priced.ts";
import { insertPendingOrder, type PendingOrder, setPaymentIntent, setRestoredCart } from "./repo.ts";
import { ownsCheckout, repricePendingOrder } from "./reprice.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "email" | "config" | "log" | "catalogue">;

/**
 * One pending order per checkout. The browser sends back the payment and token it was given; while that
 * order is still pending, re-pricing (a code, another country, a changed basket) updates it and its
 * payment's amount. Otherwise a new pending order is recorded (items, history, discount hold in one
 * statement) and the provider asked for a payment of exactly the charge, keyed on the order.
 */
export async function createCheckout(ctx: Ctx, req: CheckoutRequest): Promise<CheckoutResponse> {
  const created = await checkoutOrder(ctx, req);
  if (req.restoredCartId) await setRestoredCart(ctx.db, created.orderId, req.restoredCartId);
  return { ...created, confirmationToken: confirmationToken(ctx.config, created.orderId) };
}

async function checkoutOrder(
  ctx: Ctx,
  req: CheckoutRequest,
): Promise<Omit<CheckoutResponse, "confirmationToken">> {
  // A prescription checkout without both answers "yes" is refused before anything is stored or re-priced.
  checkedEligibility(req);
  const proven = Boolean(req.replaces && req.checkoutToken);
  if (proven) {
    const reused = await repricePendingOrder(ctx, req, req.replaces as string, req.checkoutToken as string);
    if (reused) return reused;
  }

  const token = randomBytes(24).toString("base64url");
  const idempotencyKey = `order_${randomUUID()}`;
  const record = async (db: DbOrTx) => {
    const p = await priceCheckout(db, req, Boolean(req.discountCode));
    if (touchesStock(req) && holdsStock(req)) {
      await checkHoldLimits(db, p.q.lines, req.settings.holds, holderOf(req), null);
    } else if (touchesStock(req)) {
      const short = await findShortage(db, p.q.lines);
      if (short) throw short;
    }
    const o = await insertPendingOrder(db, pendingOrder(ctx, req, p, idempotencyKey, token));
    return { ...p, orderId: o.id, stockTaken: o.stockTaken };
  };
  // A code's use and an address's units are counted under a lock, so only then is a transaction needed.
  const locks = Boolean(req.discountCode) || (holdsStock(req) && touchesStock(req));
  const priced = await (locks ? ctx.db.transaction(record) : record(ctx.db)).catch(async (error: unknown) => {
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
    await settleUnpaid(
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
    holdMinutes: req.settings.holds.minutes,
    holdsStock: holdsStock(req),
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
 * payment's client secret may set them. With its email address the checkout now holds its units.
 */
export async function updateCustomer(
  ctx: Ctx & Pick<AppContext, "catalogue">,
  paymentIntentId: string,
  customer: CustomerInput,
  secret: string | undefined,
) {
  await orderWithSecret(ctx, { paymentIntentId }, secret);
  const order = await attachCustomer(ctx, paymentIntentId, customer, { onlyIfMissing: false });
  if (order.status === "pending" && order.customerEmail) await holdUnitsNow(ctx, order);
  return order;
}

/** A checkout started without an email address takes its units once it has one (within the limits). */
async function holdUnitsNow(ctx: Ctx & Pick<AppContext, "catalogue">, order: OrderRow): Promise<void> {
  const { holds } = (await ctx.catalogue.snapshot()).settings;
  const lines = await orderStockLines(ctx.db, order.id);
  let taken = false;
  await ctx.db
    .transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.status !== "pending" || (await holdsUnits(tx, order.id))) return;
      await checkHoldLimits(tx, lines, holds, locked.holder, order.id);
      taken = await takeStock(tx, order.id, lines);
    })
    .catch(async (error: unknown) => {
      if (isStockShortage(error)) throw await shortageError(ctx.db, lines);
      throw error;
    });
  stockMoved(ctx, taken);
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
