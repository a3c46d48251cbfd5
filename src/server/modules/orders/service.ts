import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { discountCodes, discountReservations, orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { conflict, notFound } from "#server/lib/http-error.ts";
import type { IntentInfo } from "#server/providers/payments/index.ts";
import { PAID_STATUSES } from "#shared/order-status.ts";
import { isUkCountry } from "#shared/pricing/index.ts";
import type { CustomerDraft } from "#shared/schemas/checkout.ts";
import { heldCount } from "../discounts/repo.ts";
import { confirmationEmail } from "./email.ts";
import {
  claimEmail,
  countHeldHold,
  findOrder,
  listItems,
  markCompleted,
  markUnpaid,
  type OrderItemRow,
  type OrderRow,
  unclaimEmail,
} from "./repo.ts";

/** Who changed an order, as written in its history. */
export type Actor = "storefront" | "webhook" | "system" | `admin:${string}`;
type Ctx = Pick<AppContext, "db" | "payments" | "email">;

async function verifiedIntent(ctx: Ctx, paymentIntentId: string, known?: IntentInfo): Promise<IntentInfo> {
  const intent = known ?? (await ctx.payments.retrieveIntent(paymentIntentId));
  if (!intent) throw notFound("Payment not found");
  return intent;
}

/**
 * The one way an order becomes completed, whoever asks (browser, webhook, sweeper): only when the provider
 * says the payment succeeded, and at most once per payment intent. Repeats return the order unchanged.
 */
export async function completeOrder(
  ctx: Ctx,
  paymentIntentId: string,
  by: Actor,
  known?: IntentInfo,
): Promise<OrderRow> {
  const intent = await verifiedIntent(ctx, paymentIntentId, known);
  if (intent.status !== "succeeded") {
    throw conflict(`The payment has not succeeded (status: ${intent.status})`);
  }
  const done = await markCompleted(ctx.db, paymentIntentId, by);
  if (done) {
    if (done.order.discountCodeId !== null && done.usesCounted === 0) {
      await retakeDiscountUse(ctx, done.order.id, done.order.discountCodeId, by);
    }
    await sendConfirmation(ctx, done.order, done.items);
    return done.order;
  }
  const order = await findOrder(ctx.db, { paymentIntentId });
  if (!order) throw notFound("No order for this payment");
  if (
    order.status === "completed" &&
    !order.confirmationEmailSentAt &&
    (await claimEmail(ctx.db, order.id))
  ) {
    await sendConfirmation(ctx, order);
  }
  return order;
}

/**
 * A paid order whose hold had been released (its payment failed first, then succeeded on a retry): count
 * the use again if the code has room; otherwise honour the price paid and say so in the history.
 */
async function retakeDiscountUse(ctx: Ctx, orderId: number, codeId: number, by: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, codeId)).for("update");
    if (!code) return;
    const held = await heldCount(tx, codeId);
    if (code.maxUses !== null && code.currentUses + held >= code.maxUses) {
      await tx.insert(orderStatusHistory).values({
        orderId,
        fromStatus: "completed",
        toStatus: "completed",
        changedBy: by,
        note: "discount code was at its limit when the payment succeeded; the discounted price was honoured",
      });
      return;
    }
    await tx
      .update(discountCodes)
      .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
      .where(eq(discountCodes.id, codeId));
    await tx
      .update(discountReservations)
      .set({ status: "used" })
      .where(and(eq(discountReservations.orderId, orderId), eq(discountReservations.status, "released")));
  });
}

async function sendConfirmation(ctx: Ctx, order: OrderRow, known?: OrderItemRow[]): Promise<void> {
  if (!order.customerEmail) {
    // Nobody to write to yet; the claim is given back so attaching the customer later can send it.
    await unclaimEmail(ctx.db, order.id);
    return;
  }
  const items = known ?? (await listItems(ctx.db, order.id));
  const { subject, text } = confirmationEmail(order, items);
  try {
    await ctx.email.send("order_confirmation", { to: order.customerEmail, subject, text });
  } catch {
    await unclaimEmail(ctx.db, order.id);
  }
}

/**
 * The payment will not complete: the order becomes failed and its discount hold is released. A payment
 * that carried a discount is cancelled at the provider first, so the released use cannot be spent later.
 * If the provider says the payment succeeded after all, the order is completed instead.
 */
export async function failOrder(ctx: Ctx, paymentIntentId: string, by: Actor, note: string | null = null) {
  const intent = await verifiedIntent(ctx, paymentIntentId);
  if (intent.status === "succeeded") return completeOrder(ctx, paymentIntentId, by, intent);
  const order = await findOrder(ctx.db, { paymentIntentId });
  if (!order) throw notFound("No order for this payment");
  if (order.discountCodeId !== null && intent.status !== "canceled") {
    const after = await ctx.payments.cancelIntent(paymentIntentId);
    if (after?.status === "succeeded") return completeOrder(ctx, paymentIntentId, by, after);
  }
  await markUnpaid(ctx.db, { paymentIntentId }, "failed", ["pending"], by, note);
  return (await findOrder(ctx.db, { paymentIntentId })) as OrderRow;
}

/**
 * The payment was replaced by a new one (discount applied or removed, or a retry after a failure): cancel
 * it at the provider, and a pending order with it. A failed order keeps its status: that is what happened.
 */
export async function cancelSuperseded(ctx: Ctx, paymentIntentId: string): Promise<void> {
  const order = await findOrder(ctx.db, { paymentIntentId });
  if (!order || (order.status !== "pending" && order.status !== "failed")) return;
  const after = await ctx.payments.cancelIntent(paymentIntentId);
  if (after?.status === "succeeded") {
    await completeOrder(ctx, paymentIntentId, "storefront", after);
    return;
  }
  await markUnpaid(ctx.db, { paymentIntentId }, "cancelled", ["pending"], "storefront", "superseded");
}

/** A hold older than 30 minutes: its payment is cancelled (or completed, if it succeeded) and the use freed. */
export async function lapseOrder(ctx: Ctx, orderId: number, paymentIntentId: string | null): Promise<void> {
  if (paymentIntentId) {
    const intent = await ctx.payments.retrieveIntent(paymentIntentId);
    const after =
      intent && intent.status !== "canceled" ? await ctx.payments.cancelIntent(paymentIntentId) : intent;
    if (after?.status === "succeeded") {
      const order = await completeOrder(ctx, paymentIntentId, "system", after);
      if ((PAID_STATUSES as readonly string[]).includes(order.status)) await countHeldHold(ctx.db, order.id);
      return;
    }
  }
  await markUnpaid(ctx.db, { orderId }, "failed", ["pending"], "system", "payment lapsed");
}

/**
 * Shipping details from the checkout form. `onlyIfMissing` fills an order that has none and never changes
 * one that has. A country that would change the shipping cost is refused: the charge was made for the other.
 */
export async function attachCustomer(
  ctx: Ctx,
  paymentIntentId: string,
  customer: CustomerDraft,
  opts: { onlyIfMissing: boolean },
): Promise<OrderRow> {
  const order = await findOrder(ctx.db, { paymentIntentId });
  if (!order) throw notFound("No order for this payment");
  const { country, ...rest } = customer;
  const set: Partial<typeof orders.$inferInsert> = {};
  for (const [key, column] of [
    ["name", "customerName"],
    ["email", "customerEmail"],
    ["phone", "customerPhone"],
    ["address", "customerAddress"],
    ["city", "customerCity"],
    ["postcode", "customerPostcode"],
  ] as const) {
    if (rest[key] !== undefined) set[column] = rest[key];
  }
  if (country !== undefined) {
    const sameShipping = isUkCountry(country) === (order.shippingPence === 0);
    if (sameShipping) set.customerCountry = country;
    else if (!opts.onlyIfMissing) {
      throw conflict(
        "Shipping to this country costs differently: please refresh the checkout to update the payment",
      );
    }
  }
  if (opts.onlyIfMissing && order.customerEmail !== "") return order;
  if (!opts.onlyIfMissing && order.status !== "pending" && order.status !== "failed") {
    throw conflict("This order is already paid");
  }
  if (Object.keys(set).length === 0) return order;
  const [updated] = await ctx.db
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  return updated ?? order;
}
