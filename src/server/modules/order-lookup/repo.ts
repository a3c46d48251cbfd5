import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orders } from "#server/db/schema/index.ts";
import type { OrderRow } from "#server/modules/orders/index.ts";

/** A placed order by the number the shopper was given (order numbers are given when an order is paid). */
export async function placedOrderByNumber(db: DbOrTx, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), isNotNull(orders.paidAt)));
  return row;
}
