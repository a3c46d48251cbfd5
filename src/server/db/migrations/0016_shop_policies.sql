ALTER TABLE "shop_settings" ADD COLUMN "dispatch_time" text DEFAULT '1–2 weeks' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "uk_delivery_time" text DEFAULT '1–3 working days after dispatch' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "abroad_delivery_time" text DEFAULT '5–10 working days after dispatch' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "returns_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "warranty_months" integer DEFAULT 12 NOT NULL;