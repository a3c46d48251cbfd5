CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"achievement" text DEFAULT '' NOT NULL,
	"quote" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"sport" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"page" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_page" CHECK ("testimonials"."page" in ('prescription-guide', 'africa-r3d', 'prescription-pro'))
);
--> statement-breakpoint
CREATE INDEX "testimonials_page_idx" ON "testimonials" USING btree ("page","sort_order");