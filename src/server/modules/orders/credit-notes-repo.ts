import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderRefunds } from "#server/db/schema/index.ts";
import type { RefundRow } from "./refunds-repo.ts";

/** A refund with its credit note issued. */
export type CreditedRefund = RefundRow & { creditNoteNo: number; creditNoteIssuedAt: Date };

/** The order's refunds that went through, with their credit note issued or not yet. */
const succeededOf = (orderId: number, issued: boolean) =>
  and(
    eq(orderRefunds.orderId, orderId),
    eq(orderRefunds.status, "succeeded"),
    issued ? isNotNull(orderRefunds.creditNoteNo) : isNull(orderRefunds.creditNoteNo),
  );

/**
 * Issues a credit note for each of the order's refunds that went through and has none yet, numbered from
 * credit_note_seq in the order the refunds were made. Runs under the order's row lock (refund-settle.ts).
 */
export async function issueCreditNotes(tx: DbOrTx, orderId: number): Promise<CreditedRefund[]> {
  const due = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(succeededOf(orderId, false))
    .orderBy(asc(orderRefunds.id));
  const issued: CreditedRefund[] = [];
  for (const { id } of due) {
    const [row] = await tx
      .update(orderRefunds)
      .set({ creditNoteNo: sql`nextval('credit_note_seq')`, creditNoteIssuedAt: sql`now()` })
      .where(and(eq(orderRefunds.id, id), isNull(orderRefunds.creditNoteNo)))
      .returning();
    if (row) issued.push(row as CreditedRefund);
  }
  return issued;
}

/** The order's credit notes, oldest first: refunds that went through. */
export async function creditedRefundsOf(db: DbOrTx, orderId: number): Promise<CreditedRefund[]> {
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(succeededOf(orderId, true))
    .orderBy(asc(orderRefunds.creditNoteNo));
  return rows as CreditedRefund[];
}
