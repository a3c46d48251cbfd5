import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { DbOrTx } from "#server/db/client.ts";
import { rowsOf, toIntArray } from "#server/lib/sql-rows.ts";
import { forgetPrescriptionWork } from "#server/modules/prescription-work/index.ts";
import { retentionPeriods } from "#server/modules/privacy/index.ts";
import { purgeUnplacedOrders } from "./purge-unplaced.ts";

/** The advisory lock the retention job runs under on every instance (any fixed number: "RETN"). */
const RETENTION_LOCK_KEY = 0x5245_544e;

const BATCH = 500;
const DAY_MS = 86_400_000;

export interface RetentionResult {
  prescriptions: number;
  files: number;
  unplacedOrders: number;
  abandonedCarts: number;
  chatMessages: number;
  contactMessages: number;
}

type Ctx = Pick<AppContext, "db" | "storage" | "config">;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * A prescription is kept for the period after the later of its submission and its order's last activity
 * (payment, or the latest status change such as delivered or refunded: docs/decisions/0026). One linked to
 * an order that was never paid counts from its submission.
 */
async function duePrescriptions(tx: DbOrTx, cutoff: string) {
  const result = await tx.execute(sql`
    SELECT p.id, p.file_key AS "fileKey", p.order_id AS "orderId" FROM prescriptions p
    LEFT JOIN orders o ON o.id = p.order_id AND o.paid_at IS NOT NULL
    WHERE GREATEST(
      p.created_at, o.paid_at,
      (SELECT max(h.created_at) FROM order_status_history h WHERE h.order_id = o.id)
    ) < ${cutoff}::timestamptz
    ORDER BY p.id LIMIT ${BATCH} FOR UPDATE OF p`);
  return rowsOf<{ id: number; fileKey: string | null; orderId: number | null }>(result);
}

/**
 * Files first, rows after: a failed run leaves rows pointing at deleted files, which the next run finishes.
 * The prescription work's readings, questions and lab files go with the prescription.
 */
async function purgePrescriptions(ctx: Ctx, tx: DbOrTx, cutoff: string) {
  let rows = 0;
  let files = 0;
  for (;;) {
    const due = await duePrescriptions(tx, cutoff);
    for (const { fileKey } of due) {
      if (!fileKey) continue;
      await ctx.storage.delete(fileKey);
      files += 1;
    }
    if (due.length > 0) {
      const ids = due.map((p) => p.id);
      const orderIds = due.flatMap((p) => (p.orderId === null ? [] : [p.orderId]));
      await forgetPrescriptionWork(tx, ctx.config.dataDir, { orderIds, prescriptionIds: ids });
      await tx.execute(sql`DELETE FROM prescriptions WHERE id = ANY(${toIntArray(ids)})`);
    }
    rows += due.length;
    if (due.length < BATCH) return { rows, files };
  }
}

const count = async (tx: DbOrTx, query: SQL) => rowsOf(await tx.execute(query)).length;

/**
 * Deletes what the privacy policy says is kept no longer (periods from RETENTION_*_DAYS):
 * prescriptions and their files, never-paid orders and abandoned baskets, chat conversations, contact
 * messages. One runner at a time across instances: the run holds a transaction-scoped advisory lock, and
 * an instance that cannot take it returns null at once. `now` is a parameter so tests can move the clock.
 */
export async function applyRetention(ctx: Ctx, now: Date = new Date()): Promise<RetentionResult | null> {
  const periods = retentionPeriods(ctx.config);
  return ctx.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ got: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) AS got`),
    );
    if (!lock?.got) return null;

    const prescriptions = await purgePrescriptions(ctx, tx, before(now, periods.prescriptionDays));
    const checkoutCutoff = before(now, periods.unfinishedCheckoutDays);
    let unplacedOrders = 0;
    for (;;) {
      const deleted = await purgeUnplacedOrders({ db: tx }, now, periods.unfinishedCheckoutDays);
      unplacedOrders += deleted;
      if (deleted < 1000) break;
    }
    const abandonedCarts = await count(
      tx,
      sql`DELETE FROM abandoned_carts WHERE updated_at < ${checkoutCutoff}::timestamptz RETURNING id`,
    );
    const chatMessages = await count(
      tx,
      sql`DELETE FROM chat_messages WHERE conversation_id IN (
        SELECT conversation_id FROM chat_messages GROUP BY conversation_id
        HAVING max(created_at) < ${before(now, periods.chatDays)}::timestamptz
      ) RETURNING id`,
    );
    const contactMessages = await count(
      tx,
      sql`DELETE FROM contact_messages WHERE created_at < ${before(now, periods.contactDays)}::timestamptz
        RETURNING id`,
    );
    return {
      prescriptions: prescriptions.rows,
      files: prescriptions.files,
      unplacedOrders,
      abandonedCarts,
      chatMessages,
      contactMessages,
    };
  });
}
