import { and, asc, count, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { atPrescriptionStage, orders } from "#server/db/schema/index.ts";
import { PRESCRIPTION_STAGES, type PrescriptionStage } from "#shared/order-status.ts";

// The flag is written as is, not compared with a parameter, so the planner can use the partial index on it.
const inStages = (stages: readonly PrescriptionStage[]) =>
  and(sql`${orders.needsPrescription}`, inArray(orders.status, [...stages]));

/** A page of prescription orders in the stages, oldest in its stage first. */
export function queuePage(db: DbOrTx, stages: readonly PrescriptionStage[], limit: number, offset: number) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      status: orders.status,
      since: orders.statusSince,
    })
    .from(orders)
    .where(stages.length === PRESCRIPTION_STAGES.length ? atPrescriptionStage(orders) : inStages(stages))
    .orderBy(asc(orders.statusSince), asc(orders.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Orders per stage, and how many of those in `lateStages` have waited since before `before`: one pass over
 * the partial index, since every request of the queue asks for both.
 */
export async function stageCounts(
  db: DbOrTx,
  lateStages: readonly PrescriptionStage[],
  before: Date,
): Promise<{ counts: Record<string, number>; late: number }> {
  const isLate = and(inArray(orders.status, [...lateStages]), lt(orders.statusSince, before));
  const rows = await db
    .select({
      status: orders.status,
      n: count(),
      late: sql<number>`count(*) filter (where ${isLate})`.mapWith(Number),
    })
    .from(orders)
    .where(inStages(PRESCRIPTION_STAGES))
    .groupBy(orders.status);
  return {
    counts: Object.fromEntries(rows.map((r) => [r.status, r.n])),
    late: rows.reduce((sum, r) => sum + r.late, 0),
  };
}
