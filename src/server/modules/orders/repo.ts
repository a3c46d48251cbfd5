import { and, eq, getTableColumns, sql, type Table } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { orderItems, orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { statement } from "#server/lib/statement.ts";
import { queueUnpreparedSql } from "#server/modules/emails/index.ts";
import { STOCK_RETURN_SQL } from "#server/modules/stock/index.ts";
import { type OrderKind, type OrderStatus, PAID_STATUSES } from "#shared/order-status.ts";
import { STORED_CHARGE_SQL } from "./charge.ts";
import { HOLD_SQL } from "./holds.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderKey = { paymentIntentId: string } | { orderId: number };

/** Every column of a table under its Drizzle name, so raw rows read as the table's row type. */
function columnList(table: Table, alias: string): string {
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => `${alias}.${column.name} AS "${key}"`)
    .join(", ");
}

export const ORDER = (alias: string) => columnList(orders, alias);
const ITEM_FIELDS = Object.entries(getTableColumns(orderItems))
  .map(([key, column]) => `'${key}', i.${column.name}`)
  .join(", ");
export const ITEMS = `SELECT coalesce(json_agg(json_build_object(${ITEM_FIELDS}) ORDER BY i.id), '[]') AS items
  FROM order_items i`;

export interface Completed {
  order: OrderRow;
  /** The short payment a full one replaced, and what it took: to be refunded (repayments only). */
  short: { paymentIntentId: string; amountPence: number } | null;
  items: OrderItemRow[];
  fromStatus: string;
  usesCounted: number;
  /** The confirmation queued with the payment, still to be rendered (null when the order has no email). */
  confirmationEmailId: number | null;
}

/** The statuses a payment can still complete from. */
export const UNPAID: readonly OrderStatus[] = ["pending", "failed", "lapsed"];
export const QUEUE_CONFIRMATION = (source: string, transport: string) =>
  queueUnpreparedSql(
    "order_confirmation",
    `(SELECT customer_email AS email, 'confirmation:' || id AS dedupe_key, id AS order_id
      FROM ${source} WHERE customer_email <> '') AS paid`,
    transport,
  );

/** What the provider says it took: completion compares it with the order's charge. */
export interface Received {
  amountPence: number;
  currency: string;
}

/** An order whose charge, at the moment its row is locked, is what the provider took (`$amount` in GBP). */
export const MATCHES = (amount: string, currency: string) =>
  `${STORED_CHARGE_SQL("orders")} = ${amount}::int AND lower(${currency}::text) = 'gbp'`;

export interface Settled {
  order_id: number | null;
  from_status: string | null;
  released: number;
  /** How many stock holds went back (the catalogue, which carries the stock, must then be rebuilt). */
  stock_returned: number;
}

const settleStatements = new Map<string, ReturnType<typeof statement<Settled>>>();
const NOT_RELEASED: readonly OrderStatus[] = [...PAID_STATUSES, "refunded"];

/**
 * An unpaid order becomes failed, cancelled or lapsed (when its status is one of `from`), and its discount
 * hold is released and its stock given back unless the order is paid.
 */
export async function markUnpaid(
  db: DbOrTx,
  key: OrderKey,
  to: "failed" | "cancelled" | "lapsed",
  from: readonly OrderStatus[],
  by: string,
  note: string | null,
): Promise<Settled> {
  const byPi = "paymentIntentId" in key;
  const name = `orders_unpaid_${byPi ? "pi" : "id"}`;
  let run = settleStatements.get(name);
  if (!run) {
    run = statement<Settled>(
      name,
      `WITH target AS (SELECT id, status FROM orders WHERE ${byPi ? "payment_intent_id = $1" : "id = $1::int"} FOR UPDATE),
      o AS (
        UPDATE orders SET status = $4::text, updated_at = now(), status_since = now() FROM target
        WHERE orders.id = target.id AND target.status = ANY($5::text[])
        RETURNING orders.id, target.status AS from_status
      ), h AS (
        INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
        SELECT id, from_status, $4::text, $2::text, $3::text FROM o
      ), released_for AS (
        SELECT id FROM target WHERE status <> ALL($6::text[])
      ), r AS (${HOLD_SQL.releaseHeld}), ${STOCK_RETURN_SQL}
      SELECT (SELECT id FROM target LIMIT 1) AS order_id, (SELECT from_status FROM o LIMIT 1) AS from_status,
        (SELECT count(*)::int FROM r) AS released, (SELECT count(*)::int FROM sr) AS stock_returned`,
    );
    settleStatements.set(name, run);
  }
  const [row] = await run(db, [byPi ? key.paymentIntentId : key.orderId, by, note, to, from, NOT_RELEASED]);
  return row ?? { order_id: null, from_status: null, released: 0, stock_returned: 0 };
}

const orderByPi = statement<OrderRow>(
  "orders_by_pi",
  `SELECT ${ORDER("o")} FROM orders o WHERE payment_intent_id = $1`,
);
const orderById = statement<OrderRow>("orders_by_id", `SELECT ${ORDER("o")} FROM orders o WHERE id = $1`);

export async function findOrder(db: DbOrTx, key: OrderKey): Promise<OrderRow | undefined> {
  const [row] =
    "paymentIntentId" in key
      ? await orderByPi(db, [key.paymentIntentId])
      : await orderById(db, [key.orderId]);
  return row;
}

/** The order under a row lock until the transaction ends: changes to one order queue here. */
export async function lockOrder(tx: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

export interface StatusWrite {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  actor: string;
  note?: string | null;
  /** Whose transition table allows the change; an order without prescription lenses by default. */
  kind?: OrderKind;
}

/**
 * The status column and its history row, only if the order is still `from` (false when it changed
 * meanwhile). Side effects belong to the caller (orders/lifecycle.ts).
 */
export async function writeStatus(tx: DbOrTx, w: StatusWrite): Promise<boolean> {
  const paid = PAID_STATUSES.includes(w.to);
  const updated = await tx
    .update(orders)
    .set({
      status: w.to,
      updatedAt: sql`now()`,
      ...(w.to === w.from ? {} : { statusSince: sql`now()` }),
      ...(paid
        ? {
            paidAt: sql`coalesce(${orders.paidAt}, now())`,
            orderNumber: sql`coalesce(${orders.orderNumber}, 'NDR-' || nextval('order_number_seq'))`,
          }
        : {}),
    })
    .where(and(eq(orders.id, w.orderId), eq(orders.status, w.from)))
    .returning({ id: orders.id });
  if (updated.length === 0) return false;
  await tx.insert(orderStatusHistory).values({
    orderId: w.orderId,
    fromStatus: w.from,
    toStatus: w.to,
    changedBy: w.actor,
    note: w.note ?? null,
  });
  return true;
}

const itemsOf = statement<{ items: OrderItemRow[] }>("orders_items", `${ITEMS} WHERE i.order_id = $1`);

export async function listItems(db: DbOrTx, orderId: number): Promise<OrderItemRow[]> {
  const [row] = await itemsOf(db, [orderId]);
  return row?.items ?? [];
}

const lateConfirmation = statement<{ id: number }>(
  "orders_queue_late_confirmation",
  `WITH o AS (
    UPDATE orders SET confirmation_email_sent_at = now()
    WHERE id = $1::int AND paid_at IS NOT NULL AND confirmation_email_sent_at IS NULL AND customer_email <> ''
    RETURNING id, customer_email
  ) ${QUEUE_CONFIRMATION("o", "$2::text")}`,
);

/**
 * Queues the confirmation of a paid order that had no email address when it was paid (one statement, so
 * never twice). The new outbox row's id, still to be rendered, or null when there was nothing to queue.
 */
export async function queueLateConfirmation(
  db: DbOrTx,
  orderId: number,
  transport: string,
): Promise<number | null> {
  const [row] = await lateConfirmation(db, [orderId, transport]);
  return row?.id ?? null;
}
