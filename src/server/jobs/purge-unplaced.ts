import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { deleteUnpaidOrders } from "#server/modules/orders/index.ts";
import { RETENTION_DEFAULTS } from "#shared/retention.ts";

export const UNPLACED_RETENTION_DAYS = RETENTION_DEFAULTS.unfinishedCheckoutDays;

/**
 * As the privacy page says: orders that were never paid are deleted after the unfinished-checkout
 * period (RETENTION_CHECKOUT_DAYS, 30 days by default), with their items, history and discount holds. The
 * retention job (retention.ts) runs this under its lock.
 */
export async function purgeUnplacedOrders(
  ctx: Pick<AppContext, "db">,
  now: Date = new Date(),
  days: number = UNPLACED_RETENTION_DAYS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const ids = await deleteUnpaidOrders(
    ctx.db,
    sql`updated_at < ${cutoff}::timestamptz AND status IN ('pending', 'failed', 'lapsed', 'cancelled')`,
  );
  return ids.length;
}
