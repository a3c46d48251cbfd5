import { and, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { discountCodes, discountReservations } from "#server/db/schema/index.ts";

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

const byCode = (code: string) => sql`lower(${discountCodes.code}) = lower(${code.trim()})`;

export async function findCode(db: DbOrTx, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(byCode(code)).limit(1);
  return row;
}

/** Locks the code's row until the transaction ends: concurrent checkouts with one code queue here. */
export async function lockCode(tx: DbOrTx, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await tx.select().from(discountCodes).where(byCode(code)).limit(1).for("update");
  return row;
}

/**
 * Uses held by payments in progress. Expired holds still count until the sweeper has cancelled their
 * payment, so a payment that succeeds just after its 30 minutes can never push the code over its maximum.
 */
export async function heldCount(db: DbOrTx, codeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountReservations)
    .where(and(eq(discountReservations.discountCodeId, codeId), eq(discountReservations.status, "held")));
  return row?.n ?? 0;
}
