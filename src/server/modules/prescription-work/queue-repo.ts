import { and, asc, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orders, shopSettings } from "#server/db/schema/index.ts";
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
    .where(inStages(stages))
    .orderBy(asc(orders.statusSince), asc(orders.id))
    .limit(limit)
    .offset(offset);
}

export async function stageCounts(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(inStages(PRESCRIPTION_STAGES))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export async function countWaitingSince(
  db: DbOrTx,
  stages: readonly PrescriptionStage[],
  before: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(inStages(stages), lt(orders.statusSince, before)));
  return row?.n ?? 0;
}

export async function waitDaysSetting(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ days: shopSettings.prescriptionWaitDays })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.days ?? 3;
}
