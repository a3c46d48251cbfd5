DROP INDEX "orders_paid_vat_idx";--> statement-breakpoint
DROP INDEX "orders_overview_idx";--> statement-breakpoint
DROP INDEX "orders_customer_since_idx";--> statement-breakpoint
ALTER TABLE "sales_rollup" ADD COLUMN "charged_pence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_rollup" ADD COLUMN "vat_pence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","id") WHERE "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_prescription_paid_idx" ON "orders" USING btree ("paid_at","status") WHERE "orders"."needs_prescription" AND "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_repeat_idx" ON "orders" USING btree ("previous_paid_at","paid_at") WHERE "orders"."previous_paid_at" IS NOT NULL AND "orders"."customer_email" <> '';--> statement-breakpoint
UPDATE orders o SET previous_paid_at = w.previous
  FROM (SELECT id, lag(paid_at) OVER (PARTITION BY lower(customer_email) ORDER BY paid_at, id) AS previous
        FROM orders WHERE paid_at IS NOT NULL AND customer_email <> '') w
  WHERE o.id = w.id AND o.previous_paid_at IS DISTINCT FROM w.previous;--> statement-breakpoint
DELETE FROM sales_rollup;--> statement-breakpoint
INSERT INTO sales_rollup AS r
    (day, dimension, key, orders, units, revenue_pence, discount_pence, charged_pence, vat_pence)
  SELECT day, dimension, key, count(*), sum(units), sum(pence), sum(discount), sum(charged), sum(vat)
  FROM (
    SELECT (s.paid_at AT TIME ZONE 'Europe/London')::date AS day, d.dimension, d.key,
           coalesce(sum(i.quantity), 0) AS units, coalesce(sum(i.item_total_pence), 0) AS pence,
           min(s.discount_pence) AS discount, min(coalesce(s.received_pence, greatest(s.total_pence, coalesce(s.minimum_charge_pence, 30)))) AS charged,
           min(((coalesce(s.received_pence, greatest(s.total_pence, coalesce(s.minimum_charge_pence, 30)))) - (coalesce(s.received_pence, greatest(s.total_pence, coalesce(s.minimum_charge_pence, 30)))) % 6) / 6) AS vat
    FROM (SELECT * FROM orders WHERE paid_at IS NOT NULL) s
    LEFT JOIN order_items i ON i.order_id = s.id
    CROSS JOIN LATERAL (VALUES ('all', ''), ('country', s.customer_country), ('code', s.discount_code),
      ('customer', CASE WHEN s.customer_email = '' THEN NULL WHEN s.previous_paid_at IS NULL THEN 'new' ELSE 'again' END),
      ('product', i.product_id::text), ('colour', i.color_id::text),
      ('africa_colour', i.africa_color_id::text), ('lens', i.primary_lens_type_id::text),
      ('prescription_lens', i.prescription_lens_type_id::text), ('sock', i.sock_size_id::text)) AS d (dimension, key)
    WHERE d.key IS NOT NULL
    GROUP BY s.id, 1, 2, 3
  ) per_order
  GROUP BY day, dimension, key
  ORDER BY dimension, day, key
  ON CONFLICT (dimension, day, key) DO UPDATE SET orders = r.orders + excluded.orders,
    units = r.units + excluded.units, revenue_pence = r.revenue_pence + excluded.revenue_pence,
    discount_pence = r.discount_pence + excluded.discount_pence,
    charged_pence = r.charged_pence + excluded.charged_pence, vat_pence = r.vat_pence + excluded.vat_pence;