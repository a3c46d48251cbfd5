ALTER TABLE "order_items" ADD COLUMN "africa_color_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_pence" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "repricing_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "repay_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "repay_secret_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "short_intent_id" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "hold_units_per_line" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "hold_units_per_address" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_repay_intent_idx" ON "orders" USING btree ("repay_intent_id");--> statement-breakpoint
CREATE INDEX "orders_pending_holder_idx" ON "orders" USING btree ("holder") WHERE "orders"."status" = 'pending';