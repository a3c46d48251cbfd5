ALTER TABLE "club_members" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "consent_wording" text;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "consent_page" text;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;