import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";

export const UNPLACED_RETENTION_DAYS = 30;

/**
 * decisions.md §4 and the privacy page: orders that were never paid are deleted after 30 days, with their
 * items, history and discount holds. A paid order is never deleted here (paid_at is set for good).
 */
export async function purgeUnplacedOrders(ctx: Pick<AppContext, "db">, now: Date = new Date()) {
  const cutoff = new Date(now.getTime() - UNPLACED_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await ctx.db.execute(sql`
    WITH doomed AS (
      SELECT id FROM orders
      WHERE paid_at IS NULL AND updated_at < ${cutoff}::timestamptz
        AND status IN ('pending', 'failed', 'lapsed', 'cancelled')
      ORDER BY id LIMIT 1000 FOR UPDATE SKIP LOCKED
    ), r AS (DELETE FROM discount_reservations WHERE order_id IN (SELECT id FROM doomed)),
    i AS (DELETE FROM order_items WHERE order_id IN (SELECT id FROM doomed)),
    h AS (DELETE FROM order_status_history WHERE order_id IN (SELECT id FROM doomed))
    DELETE FROM orders WHERE id IN (SELECT id FROM doomed) RETURNING id`);
  return (result as unknown as { rows?: unknown[] }).rows?.length ?? 0;
}
