import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";
import { CHARGED_SQL } from "#server/modules/orders/index.ts";

/**
 * The overview's SQL over orders, refunds and basket reminders, beside the rollup's (overview-rollup-repo.ts):
 * each a single aggregate statement. A placed order is one with `paid_at`, dated by it, its amount what its
 * card was charged (`CHARGED_SQL`), as the VAT report's receipts; a refund counts when its credit note was
 * issued, as the VAT report's credit notes.
 */

type Big = number | string | bigint | null;
const num = (v: Big): number => Number(v ?? 0);
const at = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;

/**
 * Runs the overview's reads in one read-only snapshot, so every figure counts the same orders, with the
 * JIT compiler off: these statements are estimated costly enough to trigger it, and compiling them takes
 * longer than running them.
 */
export function inOneSnapshot<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`SET LOCAL jit = off`);
      return read(tx);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The prescription orders paid in the period, per stage they are at now (`orders_prescription_paid_idx` alone). */
export async function prescriptionStages(
  db: DbOrTx,
  from: Date,
  until: Date,
): Promise<{ stage: string; orders: number }[]> {
  const result = await db.execute(sql`
    SELECT o.status AS stage, count(*) AS orders FROM orders o
    WHERE o.needs_prescription AND o.paid_at >= ${at(from)} AND o.paid_at < ${at(until)}
    GROUP BY o.status`);
  return rowsOf<{ stage: string; orders: Big }>(result).map((r) => ({
    stage: r.stage,
    orders: num(r.orders),
  }));
}

export interface PeriodPair<T> {
  current: T;
  previous: T;
}

/** Both periods as instants: the previous one's first, the period's first, and the end of the period. */
export interface PeriodInstants {
  previousFrom: Date;
  from: Date;
  until: Date;
}

/** The refunds whose credit notes were issued in each period (pending and failed ones have none). */
export async function refundSums(
  db: DbOrTx,
  { previousFrom, from, until }: PeriodInstants,
): Promise<PeriodPair<number>> {
  const result = await db.execute(sql`
    SELECT sum(r.amount_pence) FILTER (WHERE r.credit_note_issued_at >= ${at(from)})::bigint AS current,
           sum(r.amount_pence) FILTER (WHERE r.credit_note_issued_at < ${at(from)})::bigint AS previous
    FROM order_refunds r
    WHERE r.credit_note_no IS NOT NULL
      AND r.credit_note_issued_at >= ${at(previousFrom)} AND r.credit_note_issued_at < ${at(until)}`);
  const row = rowsOf<{ current: Big; previous: Big }>(result)[0];
  return { current: num(row?.current ?? null), previous: num(row?.previous ?? null) };
}

/**
 * The orders of each period whose address had already paid in that period: what tells a returning address
 * from one of the rollup's orders `again` (an address is returning by its first order in the period, the one
 * whose previous payment is before it). One count of the orders that follow a payment made in either period,
 * over `orders_repeat_idx` alone.
 */
export async function repeatsWithin(
  db: DbOrTx,
  { previousFrom, from, until }: PeriodInstants,
): Promise<PeriodPair<number>> {
  const result = await db.execute(sql`
    SELECT count(*) FILTER (WHERE o.previous_paid_at >= ${at(from)} AND o.paid_at < ${at(until)}) AS current,
           count(*) FILTER (WHERE o.previous_paid_at < ${at(from)} AND o.paid_at < ${at(from)}) AS previous
    FROM orders o
    WHERE o.previous_paid_at >= ${at(previousFrom)} AND o.previous_paid_at < ${at(until)}
      AND o.customer_email <> ''`);
  const row = rowsOf<{ current: Big; previous: Big }>(result)[0];
  return { current: num(row?.current ?? null), previous: num(row?.previous ?? null) };
}

export interface Reminders {
  sent: number;
  recovered: number;
  wonBackPence: number;
}

/**
 * Basket reminders sent in the period (their emails: a basket saved again later starts afresh, and the
 * email stays), and the orders paid in it that won a basket back, with their charge.
 */
export async function reminderSums(db: DbOrTx, from: Date, until: Date): Promise<Reminders> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*) FROM email_outbox e WHERE e.kind = 'basket_reminder'
            AND e.created_at >= ${at(from)} AND e.created_at < ${at(until)}) AS sent,
           count(*) AS recovered,
           sum(${sql.raw(CHARGED_SQL("o"))})::bigint AS won
    FROM orders o
    WHERE o.basket_recovered AND o.paid_at >= ${at(from)} AND o.paid_at < ${at(until)}`);
  const row = rowsOf<{ sent: Big; recovered: Big; won: Big }>(result)[0];
  return { sent: num(row?.sent ?? 0), recovered: num(row?.recovered ?? 0), wonBackPence: num(row?.won ?? 0) };
}
