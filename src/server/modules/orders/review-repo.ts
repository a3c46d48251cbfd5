import type { DbOrTx } from "#server/db/client.ts";
import { statement } from "#server/lib/statement.ts";
import { MATCHES, ORDER, type OrderRow, type Received, UNPAID } from "./repo.ts";

/** The statements of a payment held for review (payment-review.ts) and of the total asked again (repayment.ts). */

const review = statement<OrderRow & { fromStatus: string }>(
  "orders_mark_review",
  `WITH target AS (
    SELECT id, status FROM orders WHERE payment_intent_id = $1 AND status = ANY($6::text[])
      AND NOT (${MATCHES("$4", "$5")}) FOR UPDATE
  ), o AS (
    UPDATE orders SET status = 'review', received_pence = $4::int, received_currency = lower($5::text),
      updated_at = now()
    FROM target WHERE orders.id = target.id
    RETURNING orders.*, target.status AS from_status
  ), h AS (
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
    SELECT id, from_status, 'review', $2::text, $3::text FROM o
  )
  SELECT ${ORDER("o")}, o.from_status AS "fromStatus" FROM o`,
);

/**
 * An unpaid order whose payment succeeded with another amount or currency than its charge is held for
 * review, with what was received; never paid. Null when the order is not unpaid, or its charge matches.
 */
export async function markReview(
  db: DbOrTx,
  paymentIntentId: string,
  by: string,
  note: string,
  received: Received,
): Promise<(OrderRow & { fromStatus: string }) | null> {
  const [row] = await review(db, [
    paymentIntentId,
    by,
    note,
    received.amountPence,
    received.currency,
    UNPAID,
  ]);
  return row ?? null;
}

const orderByRepay = statement<OrderRow>(
  "orders_by_repay_intent",
  `SELECT ${ORDER("o")} FROM orders o WHERE repay_intent_id = $1`,
);

/** The order held for review whose shopper was asked to pay in full with this payment. */
export async function findOrderByRepayment(
  db: DbOrTx,
  paymentIntentId: string,
): Promise<OrderRow | undefined> {
  const [row] = await orderByRepay(db, [paymentIntentId]);
  return row;
}

const setRepay = statement<{ id: number }>(
  "orders_set_repay_intent",
  `UPDATE orders SET repay_intent_id = $2, repay_secret_hash = $3, updated_at = now()
  WHERE id = $1::int AND status = 'review' RETURNING id`,
);

/** Records the full payment asked of a shopper whose order is held for review; false if it is no longer. */
export async function setRepayment(
  db: DbOrTx,
  orderId: number,
  paymentIntentId: string,
  secretHash: string,
): Promise<boolean> {
  return (await setRepay(db, [orderId, paymentIntentId, secretHash])).length > 0;
}
