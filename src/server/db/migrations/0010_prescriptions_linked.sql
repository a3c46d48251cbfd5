CREATE TABLE "prescription_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"admin" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_hash" text NOT NULL,
	"admin" text NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "linked_by" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "needs_prescription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_prescription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "prescription_access_log_prescription_idx" ON "prescription_access_log" USING btree ("prescription_id","created_at");--> statement-breakpoint
CREATE INDEX "prescriptions_order_idx" ON "prescriptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "prescriptions_email_idx" ON "prescriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_awaiting_prescription_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."needs_prescription" AND "orders"."prescription_id" IS NULL AND "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "needs_prescription" = true WHERE "prescription_lens_type_id" IS NOT NULL OR "product_id" IN (SELECT "id" FROM "products" WHERE "requires_prescription");--> statement-breakpoint
UPDATE "orders" SET "needs_prescription" = true WHERE EXISTS (SELECT 1 FROM "order_items" WHERE "order_items"."order_id" = "orders"."id" AND "order_items"."needs_prescription");--> statement-breakpoint
UPDATE "prescriptions" SET "order_id" = "orders"."id", "linked_by" = 'admin', "linked_at" = now() FROM "orders" WHERE "orders"."prescription_id" = "prescriptions"."id";
