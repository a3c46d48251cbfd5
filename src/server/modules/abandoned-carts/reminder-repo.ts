import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { abandonedCarts } from "#server/db/schema/index.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";
import { OPT_OUT_KEY_SQL } from "#server/modules/club/index.ts";

/**
 * A basket whose one reminder may go: the shopper left the box clear, it has lines, none went yet, it was
 * not bought, it was last saved before `$due` (and after `$since`, so a long pause of the jobs does not
 * mail old baskets), the address is on no suppression list, is no unsubscribed club member, and placed no
 * order since the basket was saved.
 */
const DUE = (due: Date, since: Date) => sql`
  c.reminder_consent AND c.reminder_sent_at IS NULL AND NOT c.recovered AND c.lines IS NOT NULL
  AND c.updated_at <= ${due.toISOString()}::timestamptz AND c.updated_at > ${since.toISOString()}::timestamptz
  AND NOT EXISTS (SELECT 1 FROM email_opt_outs x WHERE x.email = ${sql.raw(OPT_OUT_KEY_SQL("c.email"))})
  AND NOT EXISTS (SELECT 1 FROM club_members m WHERE m.email = c.email AND m.unsubscribed_at IS NOT NULL)
  AND NOT EXISTS (
    SELECT 1 FROM orders o WHERE lower(o.customer_email) = c.email AND o.paid_at >= c.updated_at
  )`;

export interface DueCart {
  id: number;
  email: string;
  lines: unknown;
  cartData: unknown;
  updatedAt: string;
}

export async function dueForReminder(db: DbOrTx, due: Date, since: Date, limit: number): Promise<DueCart[]> {
  const result = await db.execute(sql`
    SELECT c.id, c.email, c.lines, c.cart_data AS "cartData", c.updated_at::text AS "updatedAt"
    FROM abandoned_carts c WHERE ${DUE(due, since)} ORDER BY c.updated_at, c.id LIMIT ${limit}`);
  return rowsOf<DueCart>(result);
}

/**
 * Claims the basket's one reminder at `now`: only while it is still due and unchanged since it was read
 * (the lines the email shows). False when another runner, a save or an order came first.
 */
export async function claimReminder(
  db: DbOrTx,
  cart: DueCart,
  window: { due: Date; since: Date; now: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE abandoned_carts c SET reminder_sent_at = ${window.now.toISOString()}::timestamptz
    WHERE c.id = ${cart.id} AND c.updated_at = ${cart.updatedAt}::timestamptz AND ${DUE(window.due, window.since)}
    RETURNING c.id`);
  return rowsOf<{ id: number }>(result).length > 0;
}

export async function findCart(db: DbOrTx, id: number) {
  const [row] = await db.select().from(abandonedCarts).where(eq(abandonedCarts.id, id));
  return row ?? null;
}

/** The newest baskets first, for the admin. */
export function listCarts(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(abandonedCarts)
    .orderBy(desc(abandonedCarts.updatedAt), desc(abandonedCarts.id))
    .limit(limit);
}
