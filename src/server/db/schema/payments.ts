import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** The sandbox payment provider's intents, kept in the database so restarts and several instances agree. */
export const sandboxPaymentIntents = pgTable(
  "sandbox_payment_intents",
  {
    id: text("id").primaryKey(),
    clientSecret: text("client_secret").notNull(),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    /** Stripe's last_payment_error: code and message of the latest decline. */
    lastError: jsonb("last_error").$type<{ code: string; declineCode?: string; message: string } | null>(),
    cardLast4: text("card_last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sandbox_payment_intents_idempotency_idx").on(t.idempotencyKey)],
);

/** The sandbox's refunds, like Stripe's: one per idempotency key, never more than the payment. */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text("id").primaryKey(),
    paymentIntentId: text("payment_intent_id").notNull(),
    amountPence: integer("amount_pence").notNull(),
    status: text("status").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sandbox_refunds_idempotency_idx").on(t.idempotencyKey),
    index("sandbox_refunds_intent_idx").on(t.paymentIntentId),
  ],
);
