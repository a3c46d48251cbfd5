CREATE TABLE "prescription_value_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"prescription_id" integer NOT NULL,
	"admin" text NOT NULL,
	"changed_fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ALTER COLUMN "pupillary_distance" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "wrap_limit" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_width_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_height_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bridge_mm" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "extended_values" text;--> statement-breakpoint
CREATE INDEX "prescription_value_changes_prescription_idx" ON "prescription_value_changes" USING btree ("prescription_id","created_at");