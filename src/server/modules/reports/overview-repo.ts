import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { rowsOf } from "#server/lib/sql-rows.ts";
import { CHARGED_SQL } from "#server/modules/orders/index.ts";

/**
 * The overview's SQL over orders, refunds and basket reminders: each a single aggregate statement. A placed
 * order is one with `paid_at`, dated by it, its amount what its card was charged (`CHARGED_SQL`), as the VAT
 * report's receipts; a refund counts when its credit note was issued, as the VAT report's credit notes.
 */

type Big = number | string | bigint | null;
const num = (v: Big): number => Number(v ?? 0);
const at = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;
const instants = (ds: readonly Date[]): SQL =>
  sql`${`{${ds.map((d) => d.toISOString()).join(",")}}`}::timestamptz[]`;

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

export interface OrderWindow {
  /** The instants the buckets start, then the end of the last (see `overviewBuckets`). */
  bounds: readonly Date[];
  /** The first instant of the period itself; what is before it belongs to the previous period. */
  from: Date;
}

export interface OrderSums {
  /** Orders and their charge per bucket, by 1-based bucket number over both periods. */
  buckets: Map<number, { orders: number; pence: number }>;
  countries: { country: string; orders: number; revenuePence: number }[];
  discountCodes: { code: string; uses: number; givenAwayPence: number }[];
  prescriptionStages: { stage: string; orders: number }[];
}

/**
 * One read of the placed orders of both periods (the index `orders_overview_idx` alone): per bucket, and
 * for the period itself per delivery country, discount code and, for prescription orders, current status.
 */
export async function orderSums(db: DbOrTx, { bounds, from }: OrderWindow): Promise<OrderSums> {
  const first = bounds[0] as Date;
  const until = bounds[bounds.length - 1] as Date;
  const result = await db.execute(sql`
    SELECT x.bucket, x.country, x.code, x.stage, count(*) AS orders, sum(x.charged)::bigint AS pence,
           sum(x.discount)::bigint AS discount, GROUPING(x.bucket, x.country, x.code, x.stage) AS set
    FROM (
      SELECT width_bucket(o.paid_at, ${instants(bounds)}) AS bucket,
             CASE WHEN o.paid_at >= ${at(from)} THEN o.customer_country END AS country,
             CASE WHEN o.paid_at >= ${at(from)} THEN o.discount_code END AS code,
             CASE WHEN o.paid_at >= ${at(from)} AND o.needs_prescription THEN o.status END AS stage,
             ${sql.raw(CHARGED_SQL("o"))} AS charged, o.discount_pence AS discount
      FROM orders o
      WHERE o.paid_at >= ${at(first)} AND o.paid_at < ${at(until)}
    ) x
    GROUP BY GROUPING SETS ((x.bucket), (x.country), (x.code), (x.stage))`);
  type Row = {
    bucket: number | null;
    country: string | null;
    code: string | null;
    stage: string | null;
    orders: Big;
    pence: Big;
    discount: Big;
    set: number;
  };
  const sums: OrderSums = { buckets: new Map(), countries: [], discountCodes: [], prescriptionStages: [] };
  // GROUPING's bits, first argument highest: the set's own column is the one bit left clear.
  const BY_BUCKET = 0b0111;
  const BY_COUNTRY = 0b1011;
  const BY_CODE = 0b1101;
  const BY_STAGE = 0b1110;
  for (const r of rowsOf<Row>(result)) {
    const set = Number(r.set);
    const orders = num(r.orders);
    if (set === BY_BUCKET && r.bucket !== null) {
      sums.buckets.set(Number(r.bucket), { orders, pence: num(r.pence) });
    } else if (set === BY_COUNTRY && r.country !== null) {
      sums.countries.push({ country: r.country, orders, revenuePence: num(r.pence) });
    } else if (set === BY_CODE && r.code !== null) {
      sums.discountCodes.push({ code: r.code, uses: orders, givenAwayPence: num(r.discount) });
    } else if (set === BY_STAGE && r.stage !== null) {
      sums.prescriptionStages.push({ stage: r.stage, orders });
    }
  }
  return sums;
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

export interface Customers {
  newCustomers: number;
  returningCustomers: number;
}

/**
 * The addresses (any case) that placed an order in each period: new when none of theirs was placed before
 * that period began, else returning. Counted by orders, not addresses, from `previous_paid_at` (the newest
 * earlier payment of the address, set with the payment): an address is new by its first order ever, if in
 * the period, and returning by its first order in the period, the one whose previous payment is before the
 * period. One count over `orders_customer_since_idx` alone.
 */
export async function customerCounts(
  db: DbOrTx,
  { previousFrom, from, until }: PeriodInstants,
): Promise<PeriodPair<Customers>> {
  const result = await db.execute(sql`
    SELECT count(*) FILTER (WHERE o.paid_at >= ${at(from)} AND o.previous_paid_at IS NULL) AS current_new,
           count(*) FILTER (WHERE o.paid_at >= ${at(from)} AND o.previous_paid_at < ${at(from)}) AS current_returning,
           count(*) FILTER (WHERE o.paid_at < ${at(from)} AND o.previous_paid_at IS NULL) AS previous_new,
           count(*) FILTER (WHERE o.paid_at < ${at(from)} AND o.previous_paid_at < ${at(previousFrom)})
             AS previous_returning
    FROM orders o
    WHERE o.paid_at >= ${at(previousFrom)} AND o.paid_at < ${at(until)} AND o.customer_email <> ''`);
  type Row = Record<"current_new" | "current_returning" | "previous_new" | "previous_returning", Big>;
  const row = rowsOf<Row>(result)[0];
  return {
    current: {
      newCustomers: num(row?.current_new ?? 0),
      returningCustomers: num(row?.current_returning ?? 0),
    },
    previous: {
      newCustomers: num(row?.previous_new ?? 0),
      returningCustomers: num(row?.previous_returning ?? 0),
    },
  };
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
