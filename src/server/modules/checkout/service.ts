import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "#server/context.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { MINIMUM_CHARGE_PENCE } from "#shared/catalogue.ts";
import { formatPence, penceToDecimal } from "#shared/money.ts";
import type { Totals } from "#shared/pricing/index.ts";
import type { Amounts, AppliedDiscount, CheckoutResponse, CustomerDraft } from "#shared/schemas/checkout.ts";
import { type PricedBasketLine, type Quote, quote } from "../basket-pricing/service.ts";
import { heldCount, lockCode } from "../discounts/repo.ts";
import { appliedView, ruleOrThrow } from "../discounts/service.ts";
import { markUnpaid } from "../orders/repo.ts";
import { cancelSuperseded } from "../orders/service.ts";
import { insertPendingOrder, type PendingOrder, setPaymentIntent } from "./repo.ts";

export interface CheckoutRequest {
  lines: PricedBasketLine[];
  country: string;
  discountCode?: string;
  customer: CustomerDraft;
  details?: Record<string, unknown>;
  /** The payment this one replaces (a discount applied or removed): it and its order are cancelled. */
  replaces?: string | null;
  /** The browser's figure (pence), only compared with the server's charge. */
  sentAmount?: unknown;
  log?: Pick<FastifyBaseLogger, "warn" | "debug">;
}

export function amountsView(t: Totals): Amounts {
  return {
    subtotal: penceToDecimal(t.subtotal),
    discount: penceToDecimal(t.discount),
    shipping: penceToDecimal(t.shipping),
    total: penceToDecimal(t.total),
    charge: penceToDecimal(t.charge),
  };
}

/**
 * decisions.md §4 charges a total of 1-29p as it is (30p is only for a total of 0), but no card provider
 * takes under 30p: the sandbox and Stripe both refuse it. Refusing here says why, and leaves no doomed
 * pending order holding a discount use.
 */
function assertChargeable(q: Quote): void {
  const { charge } = q.totals;
  if (charge > 0 && charge < MINIMUM_CHARGE_PENCE) {
    throw new HttpError(
      422,
      `The order total of ${formatPence(charge)} is below the smallest card payment of ${formatPence(MINIMUM_CHARGE_PENCE)}. Please remove the discount code or add another item.`,
    );
  }
}

/**
 * Prices on the server, records the pending order (items, history, discount hold) atomically, then asks
 * the provider for a payment of exactly the charge, keyed on the order so a retried call cannot pay twice.
 */
export async function createCheckout(
  ctx: Pick<AppContext, "db" | "payments" | "email">,
  req: CheckoutRequest,
): Promise<CheckoutResponse> {
  const idempotencyKey = `order_${randomUUID()}`;
  const pending = (q: Quote, discount: PendingOrder["discount"]): PendingOrder => ({
    orderType: q.orderType,
    customer: req.customer,
    country: req.country,
    totals: q.totals,
    lines: q.lines,
    discount,
    provider: ctx.payments.name,
    idempotencyKey,
    details: req.details ?? {},
  });

  let orderId: number;
  let q: Quote;
  let applied: AppliedDiscount | null = null;
  const code = req.discountCode;
  if (code) {
    ({ orderId, q, applied } = await ctx.db.transaction(async (tx) => {
      const row = await lockCode(tx, code);
      const subtotal = quote(req.lines, req.country, null).totals.subtotal;
      const rule = ruleOrThrow(row, subtotal, row ? await heldCount(tx, row.id) : 0);
      const priced = quote(req.lines, req.country, rule);
      assertChargeable(priced);
      const id = await insertPendingOrder(tx, pending(priced, { id: rule.row.id, code: rule.row.code }));
      return { orderId: id, q: priced, applied: appliedView(rule.row, subtotal) };
    }));
  } else {
    q = quote(req.lines, req.country, null);
    assertChargeable(q);
    orderId = await insertPendingOrder(ctx.db, pending(q, null));
  }

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
    );
    throw new HttpError(502, "Failed to initialize payment. Please try again.");
  }
  await setPaymentIntent(ctx.db, orderId, intent.id);
  if (req.replaces && req.replaces !== intent.id) {
    await cancelSuperseded(ctx, req.replaces).catch((err) => req.log?.warn({ err }, "superseding failed"));
  }
  if (typeof req.sentAmount === "number" && req.sentAmount !== q.totals.charge) {
    req.log?.debug(
      { orderId, charge: q.totals.charge },
      "the browser's amount differs from the server's charge",
    );
  }
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    status: intent.status,
    orderId,
    amounts: amountsView(q.totals),
    discount: applied,
  };
}
