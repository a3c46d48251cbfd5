CREATE INDEX "orders_last_name_search_idx" ON "orders" USING btree (lower(regexp_replace("customer_name", '^.* ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_status_type_idx" ON "orders" USING btree ("status","order_type");--> statement-breakpoint
CREATE INDEX "orders_placed_type_idx" ON "orders" USING btree ("order_type") WHERE "orders"."paid_at" IS NOT NULL;