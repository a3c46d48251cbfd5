import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderStatusHistory } from "#server/db/schema/index.ts";

export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;

/** An order's status changes, oldest first. */
export function statusHistory(db: DbOrTx, orderId: number): Promise<StatusHistoryRow[]> {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
