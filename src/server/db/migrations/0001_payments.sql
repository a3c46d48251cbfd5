CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" jsonb,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_idempotency_idx" ON "sandbox_payment_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "discount_reservations_held_expiry_idx" ON "discount_reservations" USING btree ("expires_at") WHERE "discount_reservations"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_idempotency_idx" ON "orders" USING btree ("payment_idempotency_key");