import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { clubMembers, discountCodes, discountReservations, orders } from "#server/db/schema/index.ts";

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
type DiscountCodeInsert = typeof discountCodes.$inferInsert;

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

export function listCodes(db: DbOrTx): Promise<DiscountCodeRow[]> {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}

export async function findCodeById(db: DbOrTx, id: number): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  return row;
}

/** Another code with the same text, case-insensitively (codes match whatever their case). */
export async function codeClashes(db: DbOrTx, code: string, exceptId?: number): Promise<boolean> {
  const clash = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(and(byCode(code), exceptId ? ne(discountCodes.id, exceptId) : undefined))
    .limit(1);
  return clash.length > 0;
}

export async function insertCode(db: DbOrTx, values: DiscountCodeInsert): Promise<DiscountCodeRow> {
  const [row] = await db.insert(discountCodes).values(values).returning();
  return row as DiscountCodeRow;
}

export async function updateCode(db: DbOrTx, id: number, values: DiscountCodeInsert) {
  const [row] = await db.update(discountCodes).set(values).where(eq(discountCodes.id, id)).returning();
  return row as DiscountCodeRow;
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(discountCodes).where(eq(discountCodes.id, id));
}

/** The email of the club member whose personal code this is, or null for a code anyone may use. */
export async function memberEmailOf(db: DbOrTx, codeId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: clubMembers.email })
    .from(clubMembers)
    .where(eq(clubMembers.discountCodeId, codeId))
    .limit(1);
  return row?.email ?? null;
}

/** What refers to a code: an order, a hold, a club member. */
export async function codeReferences(db: DbOrTx, id: number) {
  const first = async (q: Promise<unknown[]>) => (await q).length > 0;
  const [order, hold, member] = await Promise.all([
    first(db.select({ id: orders.id }).from(orders).where(eq(orders.discountCodeId, id)).limit(1)),
    first(
      db
        .select({ id: discountReservations.id })
        .from(discountReservations)
        .where(eq(discountReservations.discountCodeId, id))
        .limit(1),
    ),
    first(
      db.select({ id: clubMembers.id }).from(clubMembers).where(eq(clubMembers.discountCodeId, id)).limit(1),
    ),
  ]);
  return { order, hold, member };
}

/**
 * Uses held by payments in progress (of one address, with `holder`). Expired holds still count until the
 * sweeper has cancelled their payment, so a payment that succeeds just after its 30 minutes can never push
 * the code over its maximum.
 */
export async function heldCount(
  db: DbOrTx,
  codeId: number,
  exceptOrderId?: number,
  holder?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountReservations)
    .where(
      and(
        eq(discountReservations.discountCodeId, codeId),
        eq(discountReservations.status, "held"),
        exceptOrderId === undefined ? undefined : ne(discountReservations.orderId, exceptOrderId),
        holder === undefined ? undefined : eq(discountReservations.holder, holder),
      ),
    );
  return row?.n ?? 0;
}

/** Uses held by payments in progress, for every code that has any (the admin's list). */
export async function heldCountsByCode(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ codeId: discountReservations.discountCodeId, n: count() })
    .from(discountReservations)
    .where(eq(discountReservations.status, "held"))
    .groupBy(discountReservations.discountCodeId);
  return new Map(rows.map((r) => [r.codeId, r.n]));
}
