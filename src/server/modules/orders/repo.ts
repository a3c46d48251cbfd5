import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import type { orderItems } from "#server/db/schema/index.ts";
import { orders } from "#server/db/schema/index.ts";
import { statement } from "#server/lib/statement.ts";
import { type OrderStatus, PAID_STATUSES } from "#shared/order-status.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderKey = { paymentIntentId: string } | { orderId: number };

/** Every orders column under its Drizzle name, so raw rows read as OrderRow. */
const ORDER = (t: string) => `${t}.id, ${t}.order_type AS "orderType", ${t}.status,
  ${t}.customer_name AS "customerName", ${t}.customer_email AS "customerEmail",
  ${t}.customer_phone AS "customerPhone", ${t}.customer_address AS "customerAddress",
  ${t}.customer_city AS "customerCity", ${t}.customer_postcode AS "customerPostcode",
  ${t}.customer_country AS "customerCountry", ${t}.subtotal_pence AS "subtotalPence",
  ${t}.discount_pence AS "discountPence", ${t}.shipping_pence AS "shippingPence", ${t}.total_pence AS "totalPence",
  ${t}.discount_code_id AS "discountCodeId", ${t}.discount_code AS "discountCode",
  ${t}.payment_provider AS "paymentProvider", ${t}.payment_intent_id AS "paymentIntentId",
  ${t}.payment_idempotency_key AS "paymentIdempotencyKey", ${t}.details, ${t}.prescription_id AS "prescriptionId",
  ${t}.carrier_order_id AS "carrierOrderId", ${t}.tracking_number AS "trackingNumber",
  ${t}.shipping_status AS "shippingStatus", ${t}.confirmation_email_sent_at AS "confirmationEmailSentAt",
  ${t}.paid_at AS "paidAt", ${t}.created_at AS "createdAt", ${t}.updated_at AS "updatedAt"`;

const ITEMS = `SELECT coalesce(json_agg(json_build_object('id', i.id, 'orderId', i.order_id,
    'productId', i.product_id, 'productName', i.product_name, 'itemType', i.item_type, 'quantity', i.quantity,
    'unitPricePence', i.unit_price_pence, 'itemTotalPence', i.item_total_pence, 'colorId', i.color_id,
    'primaryLensTypeId', i.primary_lens_type_id, 'prescriptionLensTypeId', i.prescription_lens_type_id,
    'sockSizeId', i.sock_size_id, 'prescriptionId', i.prescription_id, 'details', i.details) ORDER BY i.id), '[]') AS items
  FROM order_items i`;

export interface Completed {
  order: OrderRow;
  items: OrderItemRow[];
  fromStatus: string;
  usesCounted: number;
}

const completeStatement = statement<
  OrderRow & { fromStatus: string; usesCounted: number; items: OrderItemRow[] }
>(
  "orders_complete",
  `WITH target AS (
    SELECT id, status FROM orders WHERE payment_intent_id = $1 AND status IN ('pending', 'failed') FOR UPDATE
  ), o AS (
    UPDATE orders SET status = 'completed', paid_at = now(), updated_at = now(), confirmation_email_sent_at = now()
    FROM target WHERE orders.id = target.id
    RETURNING orders.*, target.status AS from_status
  ), h AS (
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_by)
    SELECT id, from_status, 'completed', $2::text FROM o
  ), r AS (
    UPDATE discount_reservations SET status = 'used'
    WHERE order_id IN (SELECT id FROM o) AND status = 'held' RETURNING discount_code_id
  ), c AS (
    UPDATE discount_codes SET current_uses = current_uses + 1
    WHERE id IN (SELECT discount_code_id FROM r) RETURNING id
  ), ac AS (
    UPDATE abandoned_carts SET recovered = true, updated_at = now()
    WHERE email IN (SELECT lower(customer_email) FROM o WHERE customer_email <> '') AND recovered = false
  )
  SELECT ${ORDER("o")}, o.from_status AS "fromStatus", (SELECT count(*)::int FROM c) AS "usesCounted",
    (${ITEMS} WHERE i.order_id = o.id) AS items
  FROM o`,
);

/**
 * pending/failed -> completed with its history row, the discount hold turned into a counted use, the
 * confirmation email claimed and the shopper's abandoned cart marked recovered: one statement, so it is
 * atomic, and the row lock makes a second caller find nothing left to do. Null when nothing changed.
 */
export async function markCompleted(
  db: DbOrTx,
  paymentIntentId: string,
  by: string,
): Promise<Completed | null> {
  const [row] = await completeStatement(db, [paymentIntentId, by]);
  if (!row) return null;
  const { fromStatus, usesCounted, items, ...order } = row;
  return { order, items, fromStatus, usesCounted };
}

const countHeld = statement(
  "orders_count_held_hold",
  `WITH r AS (
    UPDATE discount_reservations SET status = 'used' WHERE order_id = $1 AND status = 'held' RETURNING discount_code_id
  )
  UPDATE discount_codes SET current_uses = current_uses + 1 WHERE id IN (SELECT discount_code_id FROM r)`,
);

/** Counts a hold that is still held on an order already paid by another path (an admin's change). */
export async function countHeldHold(db: DbOrTx, orderId: number): Promise<void> {
  await countHeld(db, [orderId]);
}

export interface Settled {
  order_id: number | null;
  from_status: string | null;
  released: number;
}

const list = (statuses: readonly OrderStatus[]) => `(${statuses.map((s) => `'${s}'`).join(", ")})`;
const settleStatements = new Map<string, ReturnType<typeof statement<Settled>>>();

/**
 * An unpaid order becomes failed or cancelled (when its status is one of `from`), and its discount hold is
 * released unless the order is paid.
 */
export async function markUnpaid(
  db: DbOrTx,
  key: OrderKey,
  to: "failed" | "cancelled",
  from: readonly OrderStatus[],
  by: string,
  note: string | null,
): Promise<Settled> {
  const byPi = "paymentIntentId" in key;
  const name = `orders_unpaid_${byPi ? "pi" : "id"}_${to}_${from.join("_")}`;
  let run = settleStatements.get(name);
  if (!run) {
    run = statement<Settled>(
      name,
      `WITH target AS (SELECT id, status FROM orders WHERE ${byPi ? "payment_intent_id = $1" : "id = $1::int"} FOR UPDATE),
      o AS (
        UPDATE orders SET status = '${to}', updated_at = now() FROM target
        WHERE orders.id = target.id AND target.status IN ${list(from)}
        RETURNING orders.id, target.status AS from_status
      ), h AS (
        INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
        SELECT id, from_status, '${to}', $2::text, $3::text FROM o
      ), r AS (
        UPDATE discount_reservations SET status = 'released'
        WHERE order_id IN (SELECT id FROM target WHERE status NOT IN ${list([...PAID_STATUSES, "refunded"])})
          AND status = 'held'
        RETURNING id
      )
      SELECT (SELECT id FROM target LIMIT 1) AS order_id, (SELECT from_status FROM o LIMIT 1) AS from_status,
        (SELECT count(*)::int FROM r) AS released`,
    );
    settleStatements.set(name, run);
  }
  const [row] = await run(db, [byPi ? key.paymentIntentId : key.orderId, by, note]);
  return row ?? { order_id: null, from_status: null, released: 0 };
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

const itemsOf = statement<{ items: OrderItemRow[] }>("orders_items", `${ITEMS} WHERE i.order_id = $1`);

export async function listItems(db: DbOrTx, orderId: number): Promise<OrderItemRow[]> {
  const [row] = await itemsOf(db, [orderId]);
  return row?.items ?? [];
}

/** Claims the confirmation email of a completed order that has none yet (a retry after a failed send). */
export async function claimEmail(db: DbOrTx, orderId: number): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ confirmationEmailSentAt: sql`now()` })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, "completed"), isNull(orders.confirmationEmailSentAt)),
    )
    .returning({ id: orders.id });
  return claimed.length > 0;
}

export async function unclaimEmail(db: DbOrTx, orderId: number): Promise<void> {
  await db.update(orders).set({ confirmationEmailSentAt: null }).where(eq(orders.id, orderId));
}
