import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderItems, orders } from "#server/db/schema/index.ts";
import { isPaidStatus } from "#shared/order-status.ts";

type OrderInsert = typeof orders.$inferInsert;
type ItemInsert = Omit<typeof orderItems.$inferInsert, "orderId">;

/**
 * For tests: an order with its items, written straight to the database. An order in a paid status, or
 * refunded, was paid: it has paid_at and an order number unless the test gives its own.
 */
export async function insertTestOrder(
  db: DbOrTx,
  order: Partial<OrderInsert> = {},
  items: Partial<ItemInsert>[] = [{}],
): Promise<number> {
  const status = order.status ?? "completed";
  const paid = isPaidStatus(status) || status === "refunded";
  const [row] = await db
    .insert(orders)
    .values({
      orderType: "primary",
      status,
      ...(paid ? { paidAt: new Date(), orderNumber: sql`'NDR-' || nextval('order_number_seq')` } : {}),
      customerName: "Ada Runner",
      customerEmail: "ada@example.com",
      customerPhone: "07700900000",
      customerAddress: "1 Track Lane",
      customerCity: "Leeds",
      customerPostcode: "LS1 1AA",
      subtotalPence: 5500,
      totalPence: 5500,
      paymentProvider: "sandbox",
      paymentIntentId: `pi_${randomUUID().replaceAll("-", "")}`,
      paymentIdempotencyKey: randomUUID(),
      ...order,
    })
    .returning({ id: orders.id });
  const orderId = (row as { id: number }).id;
  for (const item of items) {
    await db.insert(orderItems).values({
      orderId,
      productId: 1,
      productName: "Primary+ Sports Sunglasses",
      itemType: "primary",
      quantity: 1,
      unitPricePence: 5500,
      itemTotalPence: 5500,
      ...item,
    });
  }
  return orderId;
}
