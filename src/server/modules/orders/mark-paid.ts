import type { DbOrTx } from "#server/db/client.ts";
import { statement } from "#server/lib/statement.ts";
import { HOLD_SQL } from "./holds.ts";
import {
  type Completed,
  ITEMS,
  MATCHES,
  ORDER,
  type OrderItemRow,
  type OrderRow,
  QUEUE_CONFIRMATION,
  type Received,
  UNPAID,
} from "./repo.ts";
import { PREVIOUS_PAID_SQL, ROLLUP_INSERT_SQL } from "./sales-rollup.ts";

const paidStatements = new Map<string, ReturnType<typeof statement<PaidRow>>>();
type PaidRow = OrderRow & {
  shortPence: number | null;
  fromStatus: string;
  usesCounted: number;
  items: OrderItemRow[];
  confirmationEmailId: number | null;
};

/** The order confirmation of each order in `source` (o), queued once per order (emails/repo.ts). */

/**
 * An unpaid order becomes paid (decision 0033: placed, waiting to be made and sent) with its order number, its history
 * row, its lines added to the daily sales rollup with its address's previous payment (sales-rollup.ts; paid_at
 * is set only here, once per order), the discount hold turned into a counted use, its confirmation email queued
 * (through `transport`, rendered by the caller) and the shopper's abandoned cart marked recovered (the cart its
 * reminder link restored, if any, with the time and the order, once: decision 0058): one statement, so it is
 * atomic, and the row lock makes a second caller find nothing left to do. Only when the provider took the
 * order's charge in pounds (`received`). Null when nothing changed.
 */
/** What completes an order: whose payment, who and why, the mail transport, and what the provider took. */
export interface PaidWrite {
  paymentIntentId: string;
  by: string;
  note: string | null;
  transport: string;
  received: Received;
  /**
   * `repayment`: the payment is the one a shopper was asked to make in full for an order held for review;
   * it becomes the order's payment, and the short one is returned in `short`.
   */
  source?: "checkout" | "repayment";
}

/** Paid, or for an order with prescription lenses its first stage: its prescription awaited, or to be verified. */
const PAID_STATUS_SQL = `CASE WHEN orders.needs_prescription THEN
  CASE WHEN orders.prescription_id IS NULL THEN 'awaiting_prescription' ELSE 'awaiting_verification' END
  ELSE 'paid' END`;

export async function markPaid(
  db: DbOrTx,
  { paymentIntentId, by, note, transport, received, source = "checkout" }: PaidWrite,
): Promise<Completed | null> {
  let run = paidStatements.get(source);
  if (!run) {
    const repayment = source === "repayment";
    run = statement<PaidRow>(
      `orders_mark_paid_${source}`,
      `WITH target AS (
        SELECT id, status, received_pence FROM orders
        WHERE ${repayment ? "repay_intent_id = $1 AND status = 'review'" : "payment_intent_id = $1 AND status = ANY($7::text[])"}
          AND ${MATCHES("$5", "$6")} FOR UPDATE
      ), o AS (
        UPDATE orders SET status = ${PAID_STATUS_SQL}, paid_at = now(), previous_paid_at = ${PREVIOUS_PAID_SQL},
          updated_at = now(), status_since = now(),
          basket_recovered = orders.restored_cart_id IS NOT NULL AND EXISTS (SELECT 1 FROM abandoned_carts rcc
            WHERE rcc.id = orders.restored_cart_id AND rcc.recovered_at IS NULL),
          confirmation_email_sent_at = CASE WHEN orders.customer_email <> '' THEN now() END,
          order_number = coalesce(order_number, 'NDR-' || nextval('order_number_seq'))
          ${
            repayment
              ? `, short_intent_id = orders.payment_intent_id, payment_intent_id = orders.repay_intent_id,
                client_secret_hash = orders.repay_secret_hash, repay_intent_id = NULL, repay_secret_hash = NULL,
                received_pence = NULL, received_currency = NULL`
              : ""
          }
        FROM target WHERE orders.id = target.id
        RETURNING orders.*, target.status AS from_status, target.received_pence AS short_pence
      ), h AS (
        INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note)
        SELECT id, from_status, status, $2::text, $3::text FROM o
      ), ${HOLD_SQL.confirm}, ac AS (
        UPDATE abandoned_carts SET recovered = true, updated_at = now()
        WHERE email IN (SELECT lower(customer_email) FROM o WHERE customer_email <> '') AND recovered = false
          AND id NOT IN (SELECT restored_cart_id FROM o WHERE restored_cart_id IS NOT NULL)
      ), rc AS (
        UPDATE abandoned_carts SET recovered = true, recovered_at = now(), recovered_order_id = o.id
        FROM o WHERE abandoned_carts.id = o.restored_cart_id AND abandoned_carts.recovered_at IS NULL
      ), sr AS (${ROLLUP_INSERT_SQL("o")}), q AS (${QUEUE_CONFIRMATION("o", "$4::text")})
      SELECT ${ORDER("o")}, o.from_status AS "fromStatus", o.short_pence AS "shortPence",
        (SELECT count(*)::int FROM c) AS "usesCounted",
        (${ITEMS} WHERE i.order_id = o.id) AS items, (SELECT id FROM q LIMIT 1) AS "confirmationEmailId"
      FROM o`,
    );
    paidStatements.set(source, run);
  }
  const [row] = await run(db, [
    paymentIntentId,
    by,
    note,
    transport,
    received.amountPence,
    received.currency,
    ...(source === "repayment" ? [] : [UNPAID]),
  ]);
  if (!row) return null;
  const { fromStatus, usesCounted, items, confirmationEmailId, shortPence, ...order } = row;
  const short =
    order.shortIntentId && shortPence !== null
      ? { paymentIntentId: order.shortIntentId, amountPence: shortPence }
      : null;
  return {
    order,
    items,
    fromStatus,
    usesCounted,
    confirmationEmailId,
    short: source === "repayment" ? short : null,
  };
}
