import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";

/**
 * Deletes never-paid orders matching `which` (a condition on `orders`) with their items, history and
 * discount holds; a paid order is never touched (paid_at is set for good). SKIP LOCKED: an order a
 * checkout is re-pricing right now waits for the next run. Returns the ids deleted.
 */
export async function deleteUnpaidOrders(db: DbOrTx, which: SQL, limit = 1000): Promise<number[]> {
  const result = await db.execute(sql`
    WITH doomed AS (
      SELECT id FROM orders WHERE paid_at IS NULL AND (${which})
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ), r AS (DELETE FROM discount_reservations WHERE order_id IN (SELECT id FROM doomed)),
    i AS (DELETE FROM order_items WHERE order_id IN (SELECT id FROM doomed)),
    h AS (DELETE FROM order_status_history WHERE order_id IN (SELECT id FROM doomed))
    DELETE FROM orders WHERE id IN (SELECT id FROM doomed) RETURNING id`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}
