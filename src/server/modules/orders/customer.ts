import { eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { orders } from "#server/db/schema/index.ts";
import { conflict, notFound } from "#server/lib/http-error.ts";
import { ownerRefusal } from "#server/modules/discounts/index.ts";
import type { CustomerDraft } from "#shared/schemas/checkout.ts";
import { findOrder, type OrderRow } from "./repo.ts";

type Ctx = Pick<AppContext, "db">;

/**
 * Shipping details from the checkout form. `onlyIfMissing` fills an order that has none and never changes
 * one that has. Another delivery country is refused: the charge was priced for the order's one.
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
  if (country !== undefined && country !== order.customerCountry && !opts.onlyIfMissing) {
    throw conflict(
      "The delivery country differs from the one the checkout was priced for: please refresh the checkout to update the payment",
    );
  }
  if (opts.onlyIfMissing && order.customerEmail !== "") return order;
  if (!opts.onlyIfMissing && order.status !== "pending" && order.status !== "failed") {
    throw conflict("This order is already paid");
  }
  if (set.customerEmail !== undefined && order.discountCodeId !== null) {
    // A club member's personal code was applied for the member's email: the order cannot move to another.
    const user = { email: set.customerEmail, emailRequired: true };
    const why = await ownerRefusal(ctx.db, order.discountCodeId, user);
    if (why) throw conflict(`${why}. Use the email the code was sent to, or remove the code.`);
  }
  if (Object.keys(set).length === 0) return order;
  const [updated] = await ctx.db
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  return updated ?? order;
}
