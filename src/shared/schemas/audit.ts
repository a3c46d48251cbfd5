import { z } from "zod";
import { AUDIT_ACTION_NAMES, AUDIT_ENTITIES } from "../audit/actions.ts";
import { isCleanText, NOT_ALLOWED } from "./fields.ts";

/** The Audit tab: who did what in the admin, newest first. */

export const AUDIT_PAGE_SIZE = 50;
/** The furthest page the tab may ask for; narrower filters reach older rows. */
export const AUDIT_MAX_PAGE = 1000;
/** The most rows one CSV export holds. */
export const AUDIT_EXPORT_LIMIT = 10_000;

const isRealDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
};
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD")
  .refine(isRealDay, "That date does not exist");

const AuditFilterFields = z.object({
  actorId: z.coerce
    .number({ error: "actorId must be a number" })
    .int("actorId must be a whole number")
    .positive("actorId must be positive")
    .max(2_147_483_647, "actorId is out of range")
    .optional(),
  action: z
    .enum(AUDIT_ACTION_NAMES, { error: (i) => `Unknown action ${JSON.stringify(i.input)}` })
    .optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: (i) => `Unknown entity ${JSON.stringify(i.input)}` }).optional(),
  entityId: z
    .string()
    .trim()
    .min(1, "entityId is empty")
    .max(100, "entityId is too long")
    .refine(isCleanText(), `entityId ${NOT_ALLOWED}`)
    .optional(),
  /** First day included (UTC). */
  from: Day.optional(),
  /** Last day included (UTC). */
  to: Day.optional(),
});

const endNotBeforeStart = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const END_BEFORE_START = { message: "The end date is before the start date", path: ["to"] };

export const AuditFilter = AuditFilterFields.refine(endNotBeforeStart, END_BEFORE_START);
export type AuditFilter = z.infer<typeof AuditFilter>;

export const AuditQuery = AuditFilterFields.extend({
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(AUDIT_MAX_PAGE, `page is out of range (at most ${AUDIT_MAX_PAGE}); narrow the filters instead`)
    .default(1),
}).refine(endNotBeforeStart, END_BEFORE_START);
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** Someone the tab can filter by. */
export const AuditPerson = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type AuditPerson = z.infer<typeof AuditPerson>;

export const AUDIT_CSV_COLUMNS = [
  "when",
  "person",
  "person_id",
  "address",
  "action",
  "entity",
  "entity_id",
  "before",
  "after",
] as const;
