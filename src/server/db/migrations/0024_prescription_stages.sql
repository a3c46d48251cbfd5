CREATE TABLE "lab_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"job_number" text NOT NULL,
	"remake_of" integer,
	"provider" text NOT NULL,
	"reference" text,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prescription_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"message" text NOT NULL,
	"asked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qc_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"lab_job_id" integer NOT NULL,
	"readings" text NOT NULL,
	"key_id" text NOT NULL,
	"pass" boolean NOT NULL,
	"failed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"checked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "prescription_wait_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_jobs_job_number_idx" ON "lab_jobs" USING btree ("job_number");--> statement-breakpoint
CREATE INDEX "lab_jobs_order_idx" ON "lab_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "prescription_queries_order_idx" ON "prescription_queries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "qc_checks_order_idx" ON "qc_checks" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qc_checks_job_idx" ON "qc_checks" USING btree ("lab_job_id");--> statement-breakpoint
CREATE INDEX "orders_prescription_queue_idx" ON "orders" USING btree ("status","status_since") WHERE "orders"."needs_prescription";--> statement-breakpoint
UPDATE "orders" SET "status_since" = "updated_at";--> statement-breakpoint
WITH was AS (
	SELECT "id", "status" FROM "orders" WHERE "needs_prescription" AND "status" IN ('paid', 'processing') FOR UPDATE
), moved AS (
	UPDATE "orders" SET "status" = CASE WHEN "orders"."prescription_id" IS NULL THEN 'awaiting_prescription' ELSE 'awaiting_verification' END,
		"status_since" = now()
	FROM was WHERE "orders"."id" = was."id"
	RETURNING "orders"."id", was."status" AS "from_status", "orders"."status"
)
INSERT INTO "order_status_history" ("order_id", "from_status", "to_status", "changed_by", "note")
SELECT "id", "from_status", "status", 'system', 'The prescription stages began' FROM moved;
