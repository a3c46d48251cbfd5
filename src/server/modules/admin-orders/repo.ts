import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderItems, orderRefunds, orders } from "#server/db/schema/index.ts";
import { afterPosition, type KeysetPosition, microsOf } from "#server/lib/keyset.ts";
import { awaitingPrescription } from "#server/modules/prescriptions/index.ts";
import { orderReturnColumns } from "#server/modules/returns/index.ts";
import type { OrderListFilter, OrderSearch } from "./list-filter.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
/** An order as the CSV export reads it: with what came back of it and what its returns refunded. */
export type ExportOrderRow = OrderRow & {
  unitsReceivedBack: number;
  returnRefundedPence: number;
  /** `created_at` to the microsecond, for the next batch's position. */
  createdMicros: string;
};

/**
 * Each arm matches one of the search indexes of orders.ts exactly (same expression, a constant LIKE
 * prefix), so PostgreSQL answers the OR with a BitmapOr of index scans instead of reading every order.
 */
function searchCondition(s: OrderSearch): SQL {
  // PostgreSQL re-checks each matched row with this OR from left to right: the cheap tests go first, the
  // surname's regular expression last.
  const arms: (SQL | undefined)[] = [
    s.orderNumber === null ? undefined : eq(orders.orderNumber, s.orderNumber),
    s.postcodePrefix === null
      ? undefined
      : sql`upper(replace(${orders.customerPostcode}, ' ', '')) LIKE ${s.postcodePrefix}`,
    sql`lower(${orders.customerEmail}) LIKE ${s.emailPrefix}`,
    sql`lower(${orders.customerName}) LIKE ${s.namePrefix}`,
    s.lastNamePrefix === null
      ? undefined
      : sql`lower(regexp_replace(${orders.customerName}, '^.* ', '')) LIKE ${s.lastNamePrefix}`,
  ];
  return or(...arms) as SQL;
}

function whereOf(f: Partial<OrderListFilter>): SQL | undefined {
  const where: (SQL | undefined)[] = [
    f.placedOnly && f.withReview
      ? or(isNotNull(orders.paidAt), eq(orders.status, "review"))
      : f.placedOnly
        ? isNotNull(orders.paidAt)
        : undefined,
    f.statuses?.length ? inArray(orders.status, f.statuses) : undefined,
    f.types?.length ? inArray(orders.orderType, f.types) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.until ? lt(orders.createdAt, f.until) : undefined,
    f.search ? searchCondition(f.search) : undefined,
    f.awaitingPrescription ? awaitingPrescription : undefined,
  ];
  return and(...where);
}

/**
 * Date order, then id. With a search, the key is an expression no index provides: PostgreSQL then fetches
 * the matches through the search indexes and sorts them, instead of walking the date index backwards in
 * the hope of meeting 50 matches early, a bet it loses (reading most of the table) when they are old.
 */
const byDate = (sort: "newest" | "oldest", searching = false) => {
  const created = searching ? sql`${orders.createdAt} + interval '0 seconds'` : orders.createdAt;
  return sort === "newest" ? [desc(created), desc(orders.id)] : [asc(created), asc(orders.id)];
};

/** Every order the filter matches, newest first (the prescription-pro and Africa R3D tables). */
export function listOrders(db: DbOrTx, filter: Partial<OrderListFilter>): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(whereOf(filter))
    .orderBy(...byDate("newest"));
}

export interface PageRequest {
  page: number;
  pageSize: number;
  sort: "newest" | "oldest";
}

/**
 * One page of the orders the filter matches, and how many it matches in all. A search reads its matches
 * once as narrow (id, date) rows, counting them in the same statement (a window count), then reads the page's
 * rows whole; a page past the last match, which carries no count, asks again. Without a search the page walks the date index and the count is its own statement:
 * a window there would read every order for a page of 50.
 */
export async function listOrderPage(
  db: DbOrTx,
  filter: OrderListFilter,
  { page, pageSize, sort }: PageRequest,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = whereOf(filter);
  const countAll = async () => (await db.select({ total: count() }).from(orders).where(where))[0]?.total ?? 0;
  const offset = (page - 1) * pageSize;
  if (filter.search === undefined) {
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...byDate(sort))
        .limit(pageSize)
        .offset(offset),
      countAll(),
    ]);
    return { rows, total };
  }
  const counted = await db
    .select({ id: orders.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .where(where)
    .orderBy(...byDate(sort, true))
    .limit(pageSize)
    .offset(offset);
  const first = counted[0];
  const ids = counted.map((r) => r.id);
  const byId = new Map(
    (ids.length ? await db.select().from(orders).where(inArray(orders.id, ids)) : []).map((r) => [r.id, r]),
  );
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    total: first ? first.total : page > 1 ? await countAll() : 0,
  };
}

/** The next `limit` orders after a (created_at, id) position, oldest first: the CSV export reads in batches. */
export function ordersAfter(
  db: DbOrTx,
  filter: OrderListFilter,
  after: KeysetPosition | null,
  limit: number,
): Promise<ExportOrderRow[]> {
  const past = after ? afterPosition(orders.createdAt, orders.id, after) : undefined;
  return db
    .select({
      ...getTableColumns(orders),
      ...orderReturnColumns(),
      createdMicros: microsOf(orders.createdAt),
    })
    .from(orders)
    .where(and(whereOf(filter), past))
    .orderBy(...byDate("oldest"))
    .limit(limit);
}

const CHUNK = 5000;

/** The items of many orders in a few queries, grouped by order id in item order. */
export async function itemsByOrder(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const grouped = new Map<number, OrderItemRow[]>();
  for (let i = 0; i < orderIds.length; i += CHUNK) {
    const ids = orderIds.slice(i, i + CHUNK);
    const rows = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id));
    for (const row of rows) {
      const list = grouped.get(row.orderId);
      if (list) list.push(row);
      else grouped.set(row.orderId, [row]);
    }
  }
  return grouped;
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export function refundsOf(db: DbOrTx, orderId: number): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}
