CREATE TABLE "sales_rollup" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue_pence" bigint NOT NULL,
	"discount_pence" bigint NOT NULL,
	CONSTRAINT "sales_rollup_pkey" PRIMARY KEY("dimension","day","key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "basket_recovered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "previous_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_basket_reminder_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."kind" = 'basket_reminder';--> statement-breakpoint
CREATE INDEX "orders_overview_idx" ON "orders" USING btree ("paid_at","total_pence","received_pence","minimum_charge_pence","customer_country","discount_code","discount_pence","needs_prescription","status","customer_email","id") WHERE "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_placed_email_idx" ON "orders" USING btree (lower("customer_email"),"paid_at") WHERE "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_customer_since_idx" ON "orders" USING btree ("paid_at","previous_paid_at") WHERE "orders"."paid_at" IS NOT NULL AND "orders"."customer_email" <> '';--> statement-breakpoint
CREATE INDEX "orders_basket_recovered_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."basket_recovered";--> statement-breakpoint
DELETE FROM sales_rollup;--> statement-breakpoint
INSERT INTO sales_rollup AS r
    (day, dimension, key, orders, units, revenue_pence, discount_pence)
  SELECT day, dimension, key, count(*), sum(units), sum(pence), sum(discount)
  FROM (
    SELECT (s.paid_at AT TIME ZONE 'Europe/London')::date AS day, d.dimension, d.key,
           sum(i.quantity) AS units, sum(i.item_total_pence) AS pence, min(s.discount_pence) AS discount
    FROM (SELECT id, paid_at, discount_pence FROM orders WHERE paid_at IS NOT NULL) s
    JOIN order_items i ON i.order_id = s.id
    CROSS JOIN LATERAL (VALUES ('all', ''), ('product', i.product_id::text), ('colour', i.color_id::text),
      ('africa_colour', i.africa_color_id::text), ('lens', i.primary_lens_type_id::text),
      ('prescription_lens', i.prescription_lens_type_id::text), ('sock', i.sock_size_id::text)) AS d (dimension, key)
    WHERE d.key IS NOT NULL
    GROUP BY s.id, 1, 2, 3
  ) per_order
  GROUP BY day, dimension, key
  ORDER BY dimension, day, key
  ON CONFLICT (dimension, day, key) DO UPDATE SET orders = r.orders + excluded.orders,
    units = r.units + excluded.units, revenue_pence = r.revenue_pence + excluded.revenue_pence,
    discount_pence = r.discount_pence + excluded.discount_pence;--> statement-breakpoint
UPDATE orders o SET previous_paid_at = w.previous
  FROM (SELECT id, lag(paid_at) OVER (PARTITION BY lower(customer_email) ORDER BY paid_at, id) AS previous
        FROM orders WHERE paid_at IS NOT NULL AND customer_email <> '') w
  WHERE o.id = w.id AND o.previous_paid_at IS DISTINCT FROM w.previous;--> statement-breakpoint
UPDATE orders SET basket_recovered = true FROM abandoned_carts c WHERE c.recovered_order_id = orders.id;
