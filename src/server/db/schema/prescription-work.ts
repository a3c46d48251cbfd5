import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A question the shop asked about an order's prescription: the shopper answers by a signed link, by
 * confirming the values or sending corrected ones, and the order goes back to verification.
 */
export const prescriptionQueries = pgTable(
  "prescription_queries",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    message: text("message").notNull(),
    askedBy: text("asked_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** `confirmed`: the values stand as sent; `corrected`: a new prescription came with the answer. */
    answer: text("answer", { enum: ["confirmed", "corrected"] }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [index("prescription_queries_order_idx").on(t.orderId)],
);

/** A job sent to the lens lab for an order: the first, or a re-make after a failed quality check. */
export const labJobs = pgTable(
  "lab_jobs",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    /** The order number, with -R1, -R2… for re-makes: what the lab and the job sheet call it. */
    jobNumber: text("job_number").notNull(),
    remakeOf: integer("remake_of"),
    provider: text("provider").notNull(),
    reference: text("reference"),
    sentBy: text("sent_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("lab_jobs_job_number_idx").on(t.jobNumber), index("lab_jobs_order_idx").on(t.orderId)],
);

/**
 * The focimeter readings of a job's lenses against the order, per eye, sealed like the prescription (they
 * are health data); which fields were out of tolerance stays readable, as field names only.
 */
export const qcChecks = pgTable(
  "qc_checks",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    labJobId: integer("lab_job_id").notNull(),
    readings: text("readings").notNull(),
    keyId: text("key_id").notNull(),
    pass: boolean("pass").notNull(),
    failedFields: text("failed_fields").array().notNull().default(sql`'{}'::text[]`),
    checkedBy: text("checked_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("qc_checks_order_idx").on(t.orderId),
    // One check per job: a second entry for the same lenses is refused by the database too.
    uniqueIndex("qc_checks_job_idx").on(t.labJobId),
  ],
);
