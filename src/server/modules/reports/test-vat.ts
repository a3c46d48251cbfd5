import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderRefunds } from "#server/db/schema/index.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";

/** For tests: a placed order paid at `paidAt`, to `country`, written straight to the database. */
export const placedOrder = (
  db: DbOrTx,
  paidAt: string,
  country: string,
  amounts: { totalPence: number; receivedPence?: number; minimumChargePence?: number },
) =>
  insertTestOrder(db, {
    status: "completed",
    paidAt: new Date(paidAt),
    createdAt: new Date(paidAt),
    customerCountry: country,
    subtotalPence: amounts.totalPence,
    ...amounts,
  });

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
