CREATE TABLE "email_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"target" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"content_hash" text NOT NULL,
	"original_key" text NOT NULL,
	"original_mime" text NOT NULL,
	"poster_key" text,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"alt" text DEFAULT '' NOT NULL,
	"caption" text,
	"focal_x" double precision DEFAULT 0.5 NOT NULL,
	"focal_y" double precision DEFAULT 0.5 NOT NULL,
	"placeholder" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"claimed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_focal" CHECK ("media_items"."focal_x" between 0 and 1 and "media_items"."focal_y" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD COLUMN "reminder_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD COLUMN "recovered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abandoned_carts" ADD COLUMN "recovered_order_id" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "basket_reminder_minutes" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_attachments" ADD CONSTRAINT "media_attachments_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_attachments_target_media_idx" ON "media_attachments" USING btree ("target","media_id");--> statement-breakpoint
CREATE INDEX "media_attachments_media_idx" ON "media_attachments" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "media_items_processing_idx" ON "media_items" USING btree ("id") WHERE "media_items"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "abandoned_carts_reminder_due_idx" ON "abandoned_carts" USING btree ("updated_at") WHERE "abandoned_carts"."reminder_consent" and "abandoned_carts"."reminder_sent_at" is null and not "abandoned_carts"."recovered";