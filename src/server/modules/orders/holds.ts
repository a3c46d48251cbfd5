import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { discountCodes, discountReservations, orders } from "#server/db/schema/index.ts";
import { statement } from "#server/lib/statement.ts";
import { heldCount } from "#server/modules/discounts/index.ts";

/**
 * The one home of discount holds. A payment in progress holds a use of its code
 * (`held`); the paid order turns it into a counted use (`used`, current_uses + 1); a payment that fails or
 * lapses, and an order cancelled or refunded, gives it back (`released`). Every step is a conditional
 * update, so repeating one changes nothing. The CTE fragments are composed into the order statements that
 * must move an order and its hold in one atomic statement.
 */
export const HOLD_SQL = {
  /** Inserts a hold for the order CTE `o` when `$code` is not null, by the (hashed) address `$holder`. */
  reserve: (code: string, minutes: string, holder: string) => `INSERT INTO discount_reservations
      (discount_code_id, order_id, status, expires_at, holder)
    SELECT ${code}::int, o.id, 'held', now() + make_interval(mins => ${minutes}::int), ${holder}::text
    FROM o WHERE ${code}::int IS NOT NULL`,
  /** Counts the held use of the orders in CTE `o`; yields the code ids counted (CTE `r` then `c`). */
  confirm: `r AS (
      UPDATE discount_reservations SET status = 'used'
      WHERE order_id IN (SELECT id FROM o) AND status = 'held' RETURNING discount_code_id
    ), c AS (
      UPDATE discount_codes SET current_uses = current_uses + 1
      WHERE id IN (SELECT discount_code_id FROM r) RETURNING id
    )`,
  /** Releases the hold of the orders in CTE `released_for` if it is still only held. */
  releaseHeld: `UPDATE discount_reservations SET status = 'released'
      WHERE order_id IN (SELECT id FROM released_for) AND status = 'held' RETURNING id`,
} as const;

const confirmStatement = statement(
  "holds_confirm",
  `WITH o AS (SELECT $1::int AS id), ${HOLD_SQL.confirm} SELECT count(*)::int AS n FROM c`,
);

/** Counts a hold that is still held on an order paid by another path (a payment that succeeded late). */
export async function confirmHold(db: DbOrTx, orderId: number): Promise<void> {
  await confirmStatement(db, [orderId]);
}

const releaseStatement = statement(
  "holds_release_use",
  `WITH old AS (
    SELECT id, discount_code_id, status FROM discount_reservations
    WHERE order_id = $1::int AND status IN ('held', 'used') FOR UPDATE
  ), r AS (
    UPDATE discount_reservations d SET status = 'released' FROM old WHERE d.id = old.id
    RETURNING old.discount_code_id, old.status AS was
  )
  UPDATE discount_codes SET current_uses = greatest(current_uses - 1, 0)
  WHERE id IN (SELECT discount_code_id FROM r WHERE was = 'used')`,
);

/**
 * Gives back the order's use of its code, held or counted (a cancelled or refunded order). A second call
 * finds the reservation released and changes nothing.
 */
export async function releaseUse(db: DbOrTx, orderId: number): Promise<void> {
  await releaseStatement(db, [orderId]);
}

/**
 * A paid order whose hold had been released (its payment failed first, then succeeded on a retry): counts
 * the use again if the code has room. False when the code was at its limit: the price paid is honoured.
 */
export async function retakeUse(tx: DbOrTx, orderId: number, codeId: number): Promise<boolean> {
  const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, codeId)).for("update");
  if (!code) return true;
  const held = await heldCount(tx, codeId);
  if (code.maxUses !== null && code.currentUses + held >= code.maxUses) return false;
  await tx
    .update(discountCodes)
    .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
    .where(eq(discountCodes.id, codeId));
  await tx
    .update(discountReservations)
    .set({ status: "used" })
    .where(and(eq(discountReservations.orderId, orderId), eq(discountReservations.status, "released")));
  return true;
}

/**
 * The order's hold follows a re-priced checkout: a new code replaces the old hold, no code removes it.
 * Only for a pending order (its hold is `held` or already released).
 */
export async function moveHold(
  tx: DbOrTx,
  orderId: number,
  codeId: number | null,
  minutes: number,
  holder: string | null = null,
): Promise<void> {
  await tx.delete(discountReservations).where(eq(discountReservations.orderId, orderId));
  if (codeId === null) return;
  await tx.insert(discountReservations).values({
    discountCodeId: codeId,
    orderId,
    status: "held",
    expiresAt: sql`now() + make_interval(mins => ${minutes}::int)`,
    holder,
  });
}

/** Pending orders whose hold window is over, oldest first, with or without a discount hold. */
export async function lapsedCheckouts(db: DbOrTx, now: Date, minutes: number, limit: number) {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  const byHold = db
    .select({ orderId: discountReservations.orderId, paymentIntentId: orders.paymentIntentId })
    .from(discountReservations)
    .innerJoin(orders, eq(orders.id, discountReservations.orderId))
    .where(and(eq(discountReservations.status, "held"), lt(discountReservations.expiresAt, now)))
    .orderBy(sql`${discountReservations.expiresAt}`)
    .limit(limit);
  const byAge = db
    .select({ orderId: orders.id, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(and(eq(orders.status, "pending"), lt(orders.updatedAt, cutoff)))
    .orderBy(orders.updatedAt)
    .limit(limit);
  const [held, old] = await Promise.all([byHold, byAge]);
  const seen = new Set<number>();
  return [...held, ...old].filter((o) => !seen.has(o.orderId) && seen.add(o.orderId));
}
