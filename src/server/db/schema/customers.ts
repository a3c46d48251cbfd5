import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const prescriptions = pgTable(
  "prescriptions",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    odDistanceSphere: text("od_distance_sphere"),
    odDistanceCylinder: text("od_distance_cylinder"),
    odDistanceAxis: text("od_distance_axis"),
    osDistanceSphere: text("os_distance_sphere"),
    osDistanceCylinder: text("os_distance_cylinder"),
    osDistanceAxis: text("os_distance_axis"),
    odReadingSphere: text("od_reading_sphere"),
    odReadingCylinder: text("od_reading_cylinder"),
    odReadingAxis: text("od_reading_axis"),
    osReadingSphere: text("os_reading_sphere"),
    osReadingCylinder: text("os_reading_cylinder"),
    osReadingAxis: text("os_reading_axis"),
    /** Binocular PD; null when the prescription gives one per eye (in extended_values). */
    pupillaryDistance: text("pupillary_distance"),
    notes: text("notes"),
    /**
     * The values added later (ADD, prism, monocular PD, fitting height, eye-test date, prescriber) as one
     * JSON object of the typed texts, sealed like the other clinical columns; null on older rows.
     */
    extendedValues: text("extended_values"),
    uploadType: text("upload_type", { enum: ["manual", "upload"] })
      .notNull()
      .default("manual"),
    fileKey: text("file_key"),
    fileMime: text("file_mime"),
    fileSize: integer("file_size"),
    /**
     * The key the clinical fields and the file are sealed under (AES-256-GCM); null for a row written before
     * encryption, which the key rotation seals.
     */
    keyId: text("key_id"),
    /** The order this prescription is for; several versions may point at one order (the newest wins). */
    orderId: integer("order_id"),
    /** How it was tied to the order: the buyer's signed link, or staff confirming a suggested match. */
    linkedBy: text("linked_by", { enum: ["link", "admin"] }),
    linkedAt: timestamp("linked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("prescriptions_order_idx").on(t.orderId),
    index("prescriptions_email_idx").using("btree", sql`lower(${t.email})`),
  ],
);

/** An admin's correction of a prescription's values: who, when and which fields, never the values. */
export const prescriptionValueChanges = pgTable(
  "prescription_value_changes",
  {
    id: serial("id").primaryKey(),
    prescriptionId: integer("prescription_id").notNull(),
    admin: text("admin").notNull(),
    changedFields: jsonb("changed_fields").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("prescription_value_changes_prescription_idx").on(t.prescriptionId, t.createdAt)],
);

/** Subject access exports and erasures: who did which, when, and what they covered. */
export const privacyRequests = pgTable("privacy_requests", {
  id: serial("id").primaryKey(),
  kind: text("kind", { enum: ["export", "erase"] }).notNull(),
  /** sha256 of the lower-cased email: the record survives an erasure without keeping the address. */
  subjectHash: text("subject_hash").notNull(),
  admin: text("admin").notNull(),
  /** Counts of the records found or changed, per kind. */
  summary: jsonb("summary").$type<Record<string, number>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  source: text("source").notNull().default("support"),
  status: text("status", { enum: ["unread", "read", "replied"] })
    .notNull()
    .default("unread"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const abandonedCarts = pgTable(
  "abandoned_carts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    cartData: jsonb("cart_data").$type<unknown>().notNull(),
    totalAmountPence: integer("total_amount_pence").notNull().default(0),
    recovered: boolean("recovered").notNull().default(false),
    recoveryEmailSent: boolean("recovery_email_sent").notNull().default(false),
    /** sha256 of the cart token of the browser that first saved it: only that browser may overwrite it. */
    tokenHash: text("token_hash"),
    /** The checkout said beside the email field that we may email once about this basket, and the box to refuse it was left clear. */
    reminderConsent: boolean("reminder_consent").notNull().default(false),
    /** The basket's lines as the checkout sends them, so a reminder's link can restore them in any browser. */
    lines: jsonb("lines").$type<unknown>(),
    /** When the one reminder was sent (claimed); null until then. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** When a basket restored from a reminder was paid, and its order. */
    recoveredAt: timestamp("recovered_at", { withTimezone: true }),
    recoveredOrderId: integer("recovered_order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("abandoned_carts_email_idx").on(t.email),
    index("abandoned_carts_reminder_due_idx")
      .on(t.updatedAt)
      .where(sql`${t.reminderConsent} and ${t.reminderSentAt} is null and not ${t.recovered}`),
  ],
);

/**
 * Addresses that asked for no more marketing email (a basket reminder's or a club email's unsubscribe). A
 * suppression list that must outlive an erasure, so `email` holds the sha256 hex of the lower-cased address,
 * never the address (decision 0058).
 */
export const emailOptOuts = pgTable("email_opt_outs", {
  email: text("email").primaryKey(),
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const clubMembers = pgTable(
  "club_members",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    email: text("email").notNull(),
    discountCodeId: integer("discount_code_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The marketing consent of the last signup: when, which wording (id in #shared/club-consent.ts), where. */
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentWording: text("consent_wording"),
    consentPage: text("consent_page"),
    /** Set by the unsubscribe link; a later signup gives consent again and clears it. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("club_members_email_idx").on(t.email)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    /** The shopper's conversation; admin replies carry the conversation they answer. */
    conversationId: text("conversation_id").notNull(),
    type: text("type", { enum: ["admin", "system", "other"] }).notNull(),
    sender: text("sender").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_conversation_idx").on(t.conversationId, t.id)],
);

/**
 * Every email, and the queue they are sent from (docs/decisions/0020): a row is queued in the transaction
 * of the event it tells about, and a worker claims due rows, sends them and records the outcome.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    transport: text("transport").notNull(),
    /** queued → sending (claimed, under a lease) → sent; back to queued to retry; failed when given up. */
    status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
      .notNull()
      .default("queued"),
    /** Delivery attempts started, the one in progress included. */
    attempts: integer("attempts").notNull().default(0),
    /** Queued: when it may be tried (again). Sending: when its lease ends and another worker may take it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    /** The order an email is about. The confirmation is queued before it is rendered (see sendQueuedEmails). */
    orderId: integer("order_id"),
    /** Extra headers for the transport (List-Unsubscribe on club emails). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** One email per event: a second send with the same key is skipped (retried webhooks, double clicks). */
    dedupeKey: text("dedupe_key").unique("email_outbox_dedupe_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} IN ('queued', 'sending')`),
    // The overview's count of basket reminders sent in a period.
    index("email_outbox_basket_reminder_idx").on(t.createdAt).where(sql`${t.kind} = 'basket_reminder'`),
  ],
);
