import { and, count, desc, eq, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orders, returns } from "#server/db/schema/index.ts";
import { REFUND_DAYS_AFTER_RECEIPT } from "#shared/returns/status.ts";
import type { AdminReturnsQuery } from "#shared/schemas/returns-admin.ts";
import type { ReturnRow } from "./repo.ts";

export interface ListedReturn extends ReturnRow {
  orderNumber: string | null;
  customerName: string;
  customerEmail: string;
}

/**
 * Returns on the order with this number. Order numbers are unique, so the order is one value found first by
 * its own index, and an OR with the return number still reads both of returns' indexes.
 */
const onOrder = (orderNumber: string) =>
  sql`${returns.orderId} = (select ${orders.id} from ${orders} where ${orders.orderNumber} = ${orderNumber})`;

/** "RET-10001", "ret 10001", "NDR-10001" or "10001": a return number, an order number, or either's digits. */
function searchOf(q: string | undefined): SQL | undefined {
  const compact = (q ?? "").replace(/\s+/g, "").toUpperCase();
  if (!compact) return undefined;
  const match = /^(RET|NDR)?-?(\d{1,12})$/.exec(compact);
  if (!match) return or(eq(returns.returnNumber, compact), onOrder(compact));
  const [, prefix, digits] = match;
  if (prefix === "RET") return eq(returns.returnNumber, `RET-${digits}`);
  if (prefix === "NDR") return onOrder(`NDR-${digits}`);
  return or(eq(returns.returnNumber, `RET-${digits}`), onOrder(`NDR-${digits}`));
}

const listed = {
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
};

/** One page of returns, newest first, by status and a number searched for. */
export async function listReturns(
  db: DbOrTx,
  query: AdminReturnsQuery,
): Promise<{ rows: ListedReturn[]; total: number }> {
  // Only returns' own columns: the count reads returns alone, from its indexes.
  const where = and(query.status ? eq(returns.status, query.status) : undefined, searchOf(query.q));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ r: returns, ...listed })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(returns).where(where),
  ]);
  return { rows: rows.map(({ r, ...o }) => ({ ...r, ...o })), total: counted?.n ?? 0 };
}

export async function listedReturn(db: DbOrTx, id: number): Promise<ListedReturn | undefined> {
  const [row] = await db
    .select({ r: returns, ...listed })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, id));
  if (!row) return undefined;
  const { r, ...o } = row;
  return { ...r, ...o };
}

/** The moment before which a received return is overdue for its refund. */
export const overdueBefore = (now: Date) => new Date(now.getTime() - REFUND_DAYS_AFTER_RECEIPT * 86_400_000);

const overdueWhere = (now: Date) =>
  and(
    eq(returns.status, "received"),
    isNotNull(returns.receivedAt),
    lt(returns.receivedAt, overdueBefore(now)),
  );

export async function countOverdue(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(returns).where(overdueWhere(now));
  return row?.n ?? 0;
}

/** Overdue returns whose owner has not been alerted yet. */
export function unalertedOverdue(db: DbOrTx, now: Date, limit: number): Promise<ListedReturn[]> {
  return db
    .select({ r: returns, ...listed })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(overdueWhere(now), isNull(returns.overdueAlertedAt)))
    .orderBy(returns.receivedAt)
    .limit(limit)
    .then((rows) => rows.map(({ r, ...o }) => ({ ...r, ...o })));
}

/** The alert is this caller's to send: true once per return. */
export async function claimOverdueAlert(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(returns)
    .set({ overdueAlertedAt: now })
    .where(and(eq(returns.id, id), isNull(returns.overdueAlertedAt)))
    .returning({ id: returns.id });
  return rows.length > 0;
}

export async function placedOrderId(db: DbOrTx, orderNumber: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), isNotNull(orders.paidAt)));
  return row?.id;
}
