import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderRefunds } from "#server/db/schema/index.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import { rebuildSalesRollup } from "#server/modules/orders/testing.ts";

type OrderFields = NonNullable<Parameters<typeof insertTestOrder>[1]>;
type ItemFields = NonNullable<Parameters<typeof insertTestOrder>[2]>;

/**
 * For tests: a placed order paid at `paidAt`, to `country`, written straight to the database; `more` sets
 * other columns of the order and its lines (one Primary+ line of the total by default). The sales rollup and
 * the orders' previous payments are made again after it, as the payment would have kept them.
 */
export async function placedOrder(
  db: DbOrTx,
  paidAt: string,
  country: string,
  amounts: { totalPence: number; receivedPence?: number; minimumChargePence?: number },
  more: { order?: OrderFields; items?: ItemFields } = {},
): Promise<number> {
  const id = await insertTestOrder(
    db,
    {
      status: "completed",
      paidAt: new Date(paidAt),
      createdAt: new Date(paidAt),
      customerCountry: country,
      subtotalPence: amounts.totalPence,
      ...amounts,
      ...more.order,
    },
    more.items,
  );
  await rebuildSalesRollup(db);
  return id;
}

/** For tests: a refund of the order; one that went through has its credit note issued at `at`. */
export async function refundOf(
  db: DbOrTx,
  orderId: number,
  amountPence: number,
  at: string,
  status: "succeeded" | "pending" | "failed" = "succeeded",
): Promise<void> {
  await db.insert(orderRefunds).values({
    orderId,
    amountPence,
    reason: "Test refund",
    actor: "admin:test",
    status,
    idempotencyKey: randomUUID(),
    createdAt: new Date(at),
    ...(status === "succeeded"
      ? { creditNoteNo: sql`nextval('credit_note_seq')`, creditNoteIssuedAt: new Date(at) }
      : {}),
  });
}
