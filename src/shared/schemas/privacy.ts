import { z } from "zod";
import { FormEmail } from "./fields.ts";

/** The admin's Privacy tab: one person's data found by email, exported or erased. */

export const PRIVACY_NOTHING_FOUND = "Nothing found for this address";

/** POST /api/admin/privacy/{search,export,erase}: the address in the body, never in a URL or a log line. */
export const PrivacySubject = z.object({ email: FormEmail.transform((v) => v.toLowerCase()) });
export type PrivacySubject = z.input<typeof PrivacySubject>;

export const PRIVACY_KINDS = [
  "orders",
  "prescriptions",
  "contactMessages",
  "chatConversations",
  "clubMemberships",
  "abandonedCarts",
  "emails",
] as const;
export type PrivacyKind = (typeof PRIVACY_KINDS)[number];

export const PRIVACY_KIND_LABELS: Record<PrivacyKind, string> = {
  orders: "Orders",
  prescriptions: "Prescriptions",
  contactMessages: "Contact messages",
  chatConversations: "Chat conversations",
  clubMemberships: "Club membership",
  abandonedCarts: "Abandoned baskets",
  emails: "Emails sent",
};

const Count = z.number().int().min(0);
export const PrivacyCounts = z.object({
  orders: Count,
  prescriptions: Count,
  contactMessages: Count,
  chatConversations: Count,
  clubMemberships: Count,
  abandonedCarts: Count,
  emails: Count,
});
export type PrivacyCounts = z.infer<typeof PrivacyCounts>;

const Id = z.number().int();
const When = z.string();

/** What the search shows: enough to recognise each record, no health values (those are in the export). */
export const PrivacySearchResult = z.object({
  total: Count,
  counts: PrivacyCounts,
  orders: z.array(
    z.object({
      id: Id,
      orderNumber: z.string().nullable(),
      status: z.string(),
      paid: z.boolean(),
      totalPence: Id,
      createdAt: When,
    }),
  ),
  prescriptions: z.array(z.object({ id: Id, createdAt: When, orderId: Id.nullable(), hasFile: z.boolean() })),
  contactMessages: z.array(z.object({ id: Id, subject: z.string(), createdAt: When })),
  chatConversations: z.array(z.object({ conversationId: z.string(), messages: Count, lastAt: When })),
  clubMemberships: z.array(z.object({ id: Id, createdAt: When, unsubscribed: z.boolean() })),
  abandonedCarts: z.array(z.object({ id: Id, totalPence: Id, updatedAt: When })),
  emails: z.array(z.object({ id: Id, kind: z.string(), status: z.string(), createdAt: When })),
});
export type PrivacySearchResult = z.infer<typeof PrivacySearchResult>;

/** One recorded export or erasure: who, when, and how many records of each kind it covered. */
export const PrivacyRequest = z.object({
  id: Id,
  kind: z.enum(["export", "erase"]),
  admin: z.string(),
  /** sha256 of the lower-cased address: whether an address was dealt with can be checked, not read. */
  subjectHash: z.string(),
  summary: z.record(z.string(), z.number()),
  createdAt: When,
});
export type PrivacyRequest = z.infer<typeof PrivacyRequest>;

export const PrivacyEraseResult = z.object({ request: PrivacyRequest, counts: PrivacyCounts });
export type PrivacyEraseResult = z.infer<typeof PrivacyEraseResult>;

const Records = z.array(z.record(z.string(), z.unknown()));

/** The subject access export: every record of every kind, as stored (prescription files inline, base64). */
export const PrivacyExport = z.object({
  exportedAt: When,
  email: z.string(),
  counts: PrivacyCounts,
  orders: Records,
  prescriptions: Records,
  contactMessages: Records,
  chatConversations: Records,
  clubMemberships: Records,
  abandonedCarts: Records,
  emails: Records,
});
export type PrivacyExport = z.infer<typeof PrivacyExport>;

// ---- Prescription access log ---------------------------------------------------------------------

export const PrescriptionAccessEntry = z.object({
  id: Id,
  prescriptionId: Id,
  admin: z.string(),
  /** view: its values were shown (list, export); file: a link to its file was handed out. */
  action: z.enum(["view", "file"]),
  createdAt: When,
});
export type PrescriptionAccessEntry = z.infer<typeof PrescriptionAccessEntry>;

export const AccessLogQuery = z.object({
  prescriptionId: z.coerce
    .number({ error: "prescriptionId must be a number" })
    .int("prescriptionId must be a whole number")
    .positive("prescriptionId must be positive")
    .max(2_147_483_647, "prescriptionId is out of range")
    .optional(),
});

// ---- Retention -----------------------------------------------------------------------------------

/** GET /api/config/retention: the configured periods, in days, for the privacy page. */
export const RetentionPeriodsSchema = z.object({
  prescriptionDays: z.number().int().positive(),
  unfinishedCheckoutDays: z.number().int().positive(),
  chatDays: z.number().int().positive(),
  contactDays: z.number().int().positive(),
});
