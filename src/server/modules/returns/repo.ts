import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import {
  orderStatusHistory,
  returnHistory,
  returnLines,
  returnPhotos,
  returns,
} from "#server/db/schema/index.ts";
import { now } from "#server/lib/clock.ts";
import type { ReturnReason, ReturnVia } from "#shared/returns/reasons.ts";
import type { ReturnStatus } from "#shared/returns/status.ts";

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type ReturnPhotoRow = typeof returnPhotos.$inferSelect;
export type ReturnHistoryRow = typeof returnHistory.$inferSelect;
export type ReturnSet = Partial<typeof returns.$inferInsert>;

export async function findReturn(db: DbOrTx, id: number): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  return row;
}

/** The return under a row lock until the transaction ends: changes to one return queue here. */
export async function lockReturn(tx: DbOrTx, id: number): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for("update");
  return row;
}

export const returnsOfOrder = (db: DbOrTx, orderId: number) =>
  db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));

export const linesOf = (db: DbOrTx, returnIds: number[]) =>
  returnIds.length === 0
    ? Promise.resolve([] as ReturnLineRow[])
    : db
        .select()
        .from(returnLines)
        .where(inArray(returnLines.returnId, returnIds))
        .orderBy(asc(returnLines.id));

export const photosOf = (db: DbOrTx, returnId: number) =>
  db.select().from(returnPhotos).where(eq(returnPhotos.returnId, returnId)).orderBy(asc(returnPhotos.id));

export async function findPhoto(db: DbOrTx, returnId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(returnPhotos)
    .where(and(eq(returnPhotos.id, photoId), eq(returnPhotos.returnId, returnId)));
  return row;
}

export const historyOf = (db: DbOrTx, returnIds: number[]) =>
  returnIds.length === 0
    ? Promise.resolve([] as ReturnHistoryRow[])
    : db
        .select()
        .from(returnHistory)
        .where(inArray(returnHistory.returnId, returnIds))
        .orderBy(asc(returnHistory.createdAt), asc(returnHistory.id));

/** Units of each order line in the order's returns that were not refused. */
export async function returnedUnits(db: DbOrTx, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: returnLines.orderItemId, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, "refused")))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((r) => [r.itemId, r.units]));
}

/** When the order was first shipped and first delivered, by its history. */
export async function shippingDates(
  db: DbOrTx,
  orderId: number,
): Promise<{ dispatchedAt: Date | null; deliveredAt: Date | null }> {
  const rows = await db
    .select({ to: orderStatusHistory.toStatus, at: sql<Date>`min(${orderStatusHistory.createdAt})` })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.orderId, orderId),
        inArray(orderStatusHistory.toStatus, ["shipped", "delivered"]),
      ),
    )
    .groupBy(orderStatusHistory.toStatus);
  const at = (status: string) => {
    const found = rows.find((r) => r.to === status)?.at;
    return found ? new Date(found) : null;
  };
  const deliveredAt = at("delivered");
  return { dispatchedAt: at("shipped") ?? deliveredAt, deliveredAt };
}

export interface NewReturn {
  orderId: number;
  reason: ReturnReason;
  description: string;
  via: ReturnVia;
  status?: ReturnStatus;
  receivedAt?: Date | null;
}

export async function insertReturn(tx: DbOrTx, values: NewReturn): Promise<ReturnRow> {
  const at = now();
  const [row] = await tx
    .insert(returns)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  return row as ReturnRow;
}

export async function insertLines(
  tx: DbOrTx,
  returnId: number,
  lines: { itemId: number; quantity: number }[],
): Promise<void> {
  await tx
    .insert(returnLines)
    .values(lines.map((l) => ({ returnId, orderItemId: l.itemId, quantity: l.quantity })));
}

export async function insertPhotos(
  tx: DbOrTx,
  returnId: number,
  photos: { storageKey: string; contentType: string; sizeBytes: number }[],
): Promise<void> {
  if (photos.length === 0) return;
  await tx.insert(returnPhotos).values(photos.map((p) => ({ returnId, ...p })));
}

export async function insertHistory(
  tx: DbOrTx,
  row: {
    returnId: number;
    fromStatus: string | null;
    toStatus: string;
    actor: string;
    reason?: string | null;
  },
): Promise<void> {
  await tx.insert(returnHistory).values({ ...row, createdAt: now() });
}

/** A change of status, only from the status the caller read: false when it moved meanwhile. */
export async function setStatus(
  tx: DbOrTx,
  id: number,
  from: ReturnStatus,
  set: ReturnSet & { status: ReturnStatus },
): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .update(returns)
    .set({ ...set, updatedAt: now() })
    .where(and(eq(returns.id, id), eq(returns.status, from)))
    .returning();
  return row;
}

export async function setCondition(
  tx: DbOrTx,
  lineId: number,
  condition: NonNullable<ReturnLineRow["condition"]>,
): Promise<void> {
  await tx.update(returnLines).set({ condition }).where(eq(returnLines.id, lineId));
}

/** Claims the line's restock: true once, for the transaction that puts the units back. */
export async function claimRestock(tx: DbOrTx, lineId: number): Promise<boolean> {
  const rows = await tx
    .update(returnLines)
    .set({ restocked: true })
    .where(and(eq(returnLines.id, lineId), eq(returnLines.restocked, false)))
    .returning({ id: returnLines.id });
  return rows.length > 0;
}

/** The variant is not tracked: nothing went on a shelf. */
export async function releaseRestock(tx: DbOrTx, lineId: number): Promise<void> {
  await tx.update(returnLines).set({ restocked: false }).where(eq(returnLines.id, lineId));
}
