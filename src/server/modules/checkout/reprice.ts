import type { AppContext } from "#server/context.ts";
import { matchesHash } from "#server/lib/secret-hash.ts";
import { amountsView } from "#server/modules/basket-pricing/service.ts";
import { moveHold } from "#server/modules/orders/holds.ts";
import { findOrder, lockOrder, type OrderRow } from "#server/modules/orders/repo.ts";
import {
  dropReservations,
  isStockShortage,
  shortageError,
  stockMoved,
  takeStock,
} from "#server/modules/stock/holds.ts";
import { DISCOUNT_HOLD_MINUTES } from "#shared/catalogue.ts";
import type { CheckoutResponse } from "#shared/schemas/checkout.ts";
import {
  type CheckoutRequest,
  holderOf,
  logDifferentAmount,
  orderContents,
  priceCheckout,
} from "./priced.ts";
import { updatePendingOrder } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "email"> & Partial<Pick<AppContext, "catalogue">>;

/** Statuses in which a payment's amount may still change. */
const UPDATABLE = new Set(["requires_payment_method", "requires_confirmation", "requires_action"]);

/** The order of that payment, if this token started it. */
export async function ownsCheckout(
  ctx: Ctx,
  paymentIntentId: string,
  token: string,
): Promise<OrderRow | null> {
  const order = await findOrder(ctx.db, { paymentIntentId });
  return order && matchesHash(token, order.checkoutTokenHash) ? order : null;
}

/**
 * The same checkout priced again: its pending order and its payment are updated in place, so one checkout
 * has one order however often it is re-priced. Null when that is not possible (the order was paid, failed
 * or lapsed, or the provider will not change the payment): the caller then starts a new one.
 */
export async function repricePendingOrder(
  ctx: Ctx,
  given: CheckoutRequest,
  paymentIntentId: string,
  token: string,
): Promise<Omit<CheckoutResponse, "confirmationToken"> | null> {
  const order = await ownsCheckout(ctx, paymentIntentId, token);
  if (order?.status !== "pending" || order.paymentProvider !== ctx.payments.name) return null;
  // The email given earlier still says whose order it is (a club member's personal code needs it).
  const email = given.customer.email ?? (order.customerEmail || undefined);
  const req = { ...given, customer: { ...given.customer, email } };
  // A refused code is answered here, leaving the order as it was.
  const charge = (await priceCheckout(ctx.db, req, false, order.id)).q.totals.charge;

  const intent = await ctx.payments.retrieveIntent(paymentIntentId);
  if (!intent?.clientSecret || !UPDATABLE.has(intent.status)) return null;
  if (intent.amountPence !== charge) {
    try {
      await ctx.payments.updateIntentAmount(paymentIntentId, charge);
    } catch {
      return null;
    }
  }

  const restoreAmount = async () => {
    if (intent.amountPence !== charge) {
      await ctx.payments.updateIntentAmount(paymentIntentId, intent.amountPence).catch(() => {});
    }
  };
  let stockChanged = false;
  const priced = await ctx.db
    .transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.status !== "pending") return null;
      // The order's own hold must not count against its code while the code is checked again.
      await moveHold(tx, order.id, null, DISCOUNT_HOLD_MINUTES);
      // Nor its own units against the stock: they go back, and the new lines take theirs.
      stockChanged = await dropReservations(tx, order.id);
      const p = await priceCheckout(tx, req, true);
      if (p.q.totals.charge !== charge) return null;
      const details = req.details ?? (order.details as Record<string, unknown>);
      const updated = await updatePendingOrder(tx, order.id, orderContents(req, p, details));
      if (!updated) return null;
      await moveHold(tx, order.id, p.codeId, DISCOUNT_HOLD_MINUTES, holderOf(req));
      stockChanged = (await takeStock(tx, order.id, p.q.lines)) || stockChanged;
      return p;
    })
    .catch(async (error: unknown) => {
      stockChanged = false;
      await restoreAmount();
      // A variant sold out since: refused, and the order keeps its lines and units.
      if (isStockShortage(error)) throw await shortageError(ctx.db, req.lines, order.id);
      throw error;
    });
  if (!priced) {
    // Raced with a payment or with the code's last use: the old order stays, a new checkout is made.
    await restoreAmount();
    return null;
  }
  stockMoved(ctx, stockChanged);
  logDifferentAmount(req, order.id, charge);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId,
    status: intent.status,
    orderId: order.id,
    amounts: amountsView(priced.q.totals),
    discount: priced.applied,
    checkoutToken: token,
  };
}
