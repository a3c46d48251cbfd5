import { and, asc, desc, eq, inArray, notInArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderItems, orderStatusHistory, orders } from "#server/db/schema/index.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderFilter {
  types?: string[];
  excludeTypes?: string[];
  statuses?: string[];
}

export function listOrders(db: DbOrTx, filter: OrderFilter): Promise<OrderRow[]> {
  const where: SQL[] = [];
  if (filter.types?.length) where.push(inArray(orders.orderType, filter.types));
  if (filter.excludeTypes?.length) where.push(notInArray(orders.orderType, filter.excludeTypes));
  if (filter.statuses?.length) where.push(inArray(orders.status, filter.statuses));
  return db
    .select()
    .from(orders)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

const CHUNK = 5000;

/** The items of many orders in a few queries, grouped by order id in item order. */
export async function itemsByOrder(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const grouped = new Map<number, OrderItemRow[]>();
  for (let i = 0; i < orderIds.length; i += CHUNK) {
    const ids = orderIds.slice(i, i + CHUNK);
    const rows = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id));
    for (const row of rows) {
      const list = grouped.get(row.orderId);
      if (list) list.push(row);
      else grouped.set(row.orderId, [row]);
    }
  }
  return grouped;
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export function statusHistory(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
