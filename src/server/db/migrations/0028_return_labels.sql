ALTER TABLE "returns" ADD COLUMN "label_tracking_number" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "label_storage_key" text;