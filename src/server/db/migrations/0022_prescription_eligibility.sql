ALTER TABLE "orders" ADD COLUMN "eligibility_aged_16_or_over" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eligibility_not_sight_impaired" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eligibility_wording_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eligibility_answered_at" timestamp with time zone;