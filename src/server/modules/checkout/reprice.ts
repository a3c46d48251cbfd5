import { setTimeout } from "node:timers/promises";
import type { AppContext } from "#server/context.ts";
import { conflict } from "#server/lib/http-error.ts";
import { matchesHash } from "#server/lib/secret-hash.ts";
import { amountsView } from "#server/modules/basket-pricing/index.ts";
import { findOrder, lockOrder, moveHold, type OrderRow } from "#server/modules/orders/index.ts";
import {
  checkHoldLimits,
  dropReservations,
  findShortage,
  isStockShortage,
  shortageError,
  stockMoved,
  takeStock,
} from "#server/modules/stock/index.ts";
import type { CheckoutResponse } from "#shared/schemas/checkout.ts";
import {
  type CheckoutRequest,
  holderOf,
  holdsStock,
  logDifferentAmount,
  orderContents,
  priceCheckout,
} from "./priced.ts";
import { claimRepricingOf, releaseRepricingOf, updatePendingOrder } from "./repo.ts";

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

/** How long a re-pricing waits for another re-pricing of the same checkout before it gives up. */
const WAIT_FOR_OTHER_MS = 5_000;

/**
 * The same checkout priced again: its pending order and its payment are updated in place, so one checkout
 * has one order however often it is re-priced. Null when that is not possible (the order was paid, failed
 * or lapsed, or the provider will not change the payment): the caller then starts a new one.
 *
 * The order is re-priced and committed first, and only then is the provider's amount changed: a refused
 * re-pricing (a sold-out line, a used-up code) never touches the payment. Re-pricings of one checkout
 * take turns (a lease on the order row), so two can never leave the provider and the order apart. A
 * payment confirmed between the commit and the provider's change is caught by completion, which marks an
 * order paid only when the provider's amount equals its charge.
 */
export async function repricePendingOrder(
  ctx: Ctx,
  given: CheckoutRequest,
  paymentIntentId: string,
  token: string,
): Promise<Omit<CheckoutResponse, "confirmationToken"> | null> {
  const order = await ownsCheckout(ctx, paymentIntentId, token);
  if (order?.status !== "pending" || order.paymentProvider !== ctx.payments.name) return null;
  if (!(await claim(ctx, order.id))) return null;
  try {
    return await reprice(ctx, given, order, paymentIntentId, token);
  } finally {
    await releaseRepricingOf(ctx.db, order.id);
  }
}

async function claim(ctx: Ctx, orderId: number): Promise<boolean> {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  while (!(await claimRepricingOf(ctx.db, orderId))) {
    if ((await findOrder(ctx.db, { orderId }))?.status !== "pending") return false;
    if (Date.now() > deadline) {
      throw conflict("This checkout is being updated. Please try again in a moment.");
    }
    await setTimeout(15 + Math.random() * 20);
  }
  return true;
}

async function reprice(
  ctx: Ctx,
  given: CheckoutRequest,
  order: OrderRow,
  paymentIntentId: string,
  token: string,
): Promise<Omit<CheckoutResponse, "confirmationToken"> | null> {
  // The email given earlier still says whose order it is (a club member's personal code needs it).
  const email = given.customer.email ?? (order.customerEmail || undefined);
  const req = { ...given, customer: { ...given.customer, email } };
  // A refused code is answered here, leaving the order as it was.
  const charge = (await priceCheckout(ctx.db, req, false, order.id)).q.totals.charge;

  const intent = await ctx.payments.retrieveIntent(paymentIntentId);
  if (!intent?.clientSecret || !UPDATABLE.has(intent.status)) return null;

  let stockChanged = false;
  const minutes = req.settings.holds.minutes;
  const priced = await ctx.db
    .transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked?.status !== "pending") return null;
      // The order's own hold must not count against its code while the code is checked again.
      await moveHold(tx, order.id, null, minutes);
      // Nor its own units against the stock: they go back, and the new lines take theirs.
      stockChanged = await dropReservations(tx, order.id);
      const p = await priceCheckout(tx, req, true);
      if (p.q.totals.charge !== charge) return null;
      if (holdsStock(req)) {
        await checkHoldLimits(tx, p.q.lines, req.settings.holds, order.holder ?? holderOf(req), order.id);
      } else {
        const short = await findShortage(tx, p.q.lines, order.id);
        if (short) throw short;
      }
      const details = req.details ?? (order.details as Record<string, unknown>);
      const updated = await updatePendingOrder(tx, order.id, orderContents(req, p, details));
      if (!updated) return null;
      await moveHold(tx, order.id, p.codeId, minutes, holderOf(req));
      if (holdsStock(req)) stockChanged = (await takeStock(tx, order.id, p.q.lines)) || stockChanged;
      return p;
    })
    .catch(async (error: unknown) => {
      stockChanged = false;
      // A variant sold out since: refused, and the order keeps its lines and units.
      if (isStockShortage(error)) throw await shortageError(ctx.db, req.lines, order.id);
      throw error;
    });
  stockMoved(ctx, stockChanged);
  // Raced with a payment or with the code's last use: the old order stays, a new checkout is made.
  if (!priced) return null;
  if (intent.amountPence !== charge) {
    try {
      await ctx.payments.updateIntentAmount(paymentIntentId, charge);
    } catch (error) {
      // Paid meanwhile (or the provider refused): the order now says more than the payment. A new checkout
      // replaces this one, and completion holds this payment for review if it was taken.
      req.log?.warn(
        { err: error, orderId: order.id },
        "the provider kept the old amount of a re-priced checkout",
      );
      return null;
    }
  }
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
