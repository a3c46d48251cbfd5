import { sql } from "drizzle-orm";
import type { DbOrTx } from "#server/db/client.ts";
import { vatIncludedSql } from "#shared/pricing/vat.ts";
import { CHARGED_SQL } from "./charge.ts";

/**
 * The daily sales rollup (`sales_rollup`, read by the sales overview) and each order's `previous_paid_at`,
 * kept by the statement that marks an order paid (mark-paid.ts `markPaid`), and rebuilt from every placed order by
 * the migration `overview_order_rollup` and by `rebuildSalesRollup` (the same SQL; a test compares them).
 */

/**
 * What each order is counted under: every order (`all`), its delivery country, its discount code, and as a
 * new or a returning address (`customer`: `new` with no earlier payment to it, else `again`; none without an
 * address); then each id its lines carry (none for an order without lines).
 */
const DIMENSIONS = `(VALUES ('all', ''), ('country', s.customer_country), ('code', s.discount_code),
      ('customer', CASE WHEN s.customer_email = '' THEN NULL WHEN s.previous_paid_at IS NULL THEN 'new' ELSE 'again' END),
      ('product', i.product_id::text), ('colour', i.color_id::text),
      ('africa_colour', i.africa_color_id::text), ('lens', i.primary_lens_type_id::text),
      ('prescription_lens', i.prescription_lens_type_id::text), ('sock', i.sock_size_id::text))`;

/**
 * Adds the paid orders in `source` (the orders table's columns, with `previous_paid_at` already set) to the
 * rollup, per London day of payment: grouped first per order, so an order counts once per key with its
 * charge (what its card was charged, as the VAT report's receipts), the VAT its receipt states and its discount, then per day and key, so one
 * statement touches each rollup row once; in key order, so payments at once lock the rows they share in the
 * same order (out of order, two payments' inserts of one day's new rows deadlocked).
 */
export const ROLLUP_INSERT_SQL = (source: string) => `INSERT INTO sales_rollup AS r
    (day, dimension, key, orders, units, revenue_pence, discount_pence, charged_pence, vat_pence)
  SELECT day, dimension, key, count(*), sum(units), sum(pence), sum(discount), sum(charged), sum(vat)
  FROM (
    SELECT (s.paid_at AT TIME ZONE 'Europe/London')::date AS day, d.dimension, d.key,
           coalesce(sum(i.quantity), 0) AS units, coalesce(sum(i.item_total_pence), 0) AS pence,
           min(s.discount_pence) AS discount, min(${CHARGED_SQL("s")}) AS charged,
           min(${vatIncludedSql(CHARGED_SQL("s"))}) AS vat
    FROM ${source} s
    LEFT JOIN order_items i ON i.order_id = s.id
    CROSS JOIN LATERAL ${DIMENSIONS} AS d (dimension, key)
    WHERE d.key IS NOT NULL
    GROUP BY s.id, 1, 2, 3
  ) per_order
  GROUP BY day, dimension, key
  ORDER BY dimension, day, key
  ON CONFLICT (dimension, day, key) DO UPDATE SET orders = r.orders + excluded.orders,
    units = r.units + excluded.units, revenue_pence = r.revenue_pence + excluded.revenue_pence,
    discount_pence = r.discount_pence + excluded.discount_pence,
    charged_pence = r.charged_pence + excluded.charged_pence, vat_pence = r.vat_pence + excluded.vat_pence`;

/**
 * For `orders` being marked paid now: the newest payment of another placed order to its address (any case),
 * from `orders_placed_email_idx`; null without an address or an earlier order.
 */
export const PREVIOUS_PAID_SQL = `(SELECT max(p.paid_at) FROM orders p
    WHERE orders.customer_email <> '' AND lower(p.customer_email) = lower(orders.customer_email)
      AND p.paid_at IS NOT NULL AND p.id <> orders.id)`;

/**
 * Every placed order's `previous_paid_at` and the rollup made from the orders, as the migration
 * `overview_order_rollup` ends (the previous payment of each address by payment then id; the rollup from nothing).
 */
export const SALES_ROLLUP_REBUILD_SQL: readonly string[] = [
  `UPDATE orders o SET previous_paid_at = w.previous
  FROM (SELECT id, lag(paid_at) OVER (PARTITION BY lower(customer_email) ORDER BY paid_at, id) AS previous
        FROM orders WHERE paid_at IS NOT NULL AND customer_email <> '') w
  WHERE o.id = w.id AND o.previous_paid_at IS DISTINCT FROM w.previous`,
  "DELETE FROM sales_rollup",
  ROLLUP_INSERT_SQL("(SELECT * FROM orders WHERE paid_at IS NOT NULL)"),
];

/** For tests and the bench, after writing placed orders straight to the tables. */
export async function rebuildSalesRollup(db: DbOrTx): Promise<void> {
  for (const text of SALES_ROLLUP_REBUILD_SQL) await db.execute(sql.raw(text));
}
