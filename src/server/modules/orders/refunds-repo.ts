import { and, asc, eq, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderRefunds, orders } from "#server/db/schema/index.ts";

export type RefundRow = typeof orderRefunds.$inferSelect;
export type RefundRowStatus = RefundRow["status"];
export type Purpose = "refund" | "cancel";

/** Keys are per order and per purpose, so one key can never name another order's refund. */
export const rowKey = (orderId: number, purpose: Purpose, key: string) =>
  `order-${orderId}-${purpose}-${key}`;
export const isCancellation = (row: RefundRow) => /^order-\d+-cancel-/.test(row.idempotencyKey);
/** Rows for refunds made at the provider (its dashboard) that no request of ours asked for. */
export const providerKey = (providerRefundId: string) => `provider-${providerRefundId}`;

/**
 * How long a pending refund belongs to the request that wrote it. After that (its request died between
 * our row and the provider's answer) a retry with the same key may ask the provider again: the key makes
 * that the same refund.
 */
const IN_FLIGHT_SECONDS = 120;

export function refundRowsOf(tx: DbOrTx, orderId: number): Promise<RefundRow[]> {
  return tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
}

export async function insertRefund(
  tx: DbOrTx,
  values: Pick<
    typeof orderRefunds.$inferInsert,
    "orderId" | "amountPence" | "reason" | "actor" | "idempotencyKey"
  > &
    Partial<Pick<typeof orderRefunds.$inferInsert, "status" | "providerRefundId">>,
): Promise<RefundRow> {
  const [row] = await tx
    .insert(orderRefunds)
    .values({ status: "pending", ...values })
    .returning();
  return row as RefundRow;
}

/** A failed refund, or a pending one whose request is gone, becomes this request's to try again. */
export async function claimRefund(tx: DbOrTx, id: number): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ status: "pending", failure: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(orderRefunds.id, id),
        or(
          eq(orderRefunds.status, "failed"),
          and(
            eq(orderRefunds.status, "pending"),
            lt(orderRefunds.updatedAt, sql`now() - make_interval(secs => ${IN_FLIGHT_SECONDS})`),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

export async function updateRefund(
  tx: DbOrTx,
  id: number,
  set: { status: RefundRowStatus; providerRefundId?: string; failure?: string | null },
): Promise<void> {
  await tx
    .update(orderRefunds)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orderRefunds.id, id));
}

/** A refund the provider refused: only while it is still pending (a webhook may have settled it first). */
export async function failRefund(tx: DbOrTx, id: number, failure: string): Promise<void> {
  await tx
    .update(orderRefunds)
    .set({ status: "failed", failure: failure.slice(0, 500), updatedAt: sql`now()` })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, "pending")));
}

/** orders.refunded_pence is always the sum of the order's succeeded refunds. */
export async function recountRefunded(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .update(orders)
    .set({
      refundedPence: sql`(SELECT coalesce(sum(${orderRefunds.amountPence}), 0)::int FROM ${orderRefunds}
        WHERE ${orderRefunds.orderId} = ${orderId} AND ${orderRefunds.status} = 'succeeded')`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
    .returning({ refundedPence: orders.refundedPence });
  return row?.refundedPence ?? 0;
}
