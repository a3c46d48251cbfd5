import { z } from "zod";
import { PRESCRIPTION_STAGES } from "../order-status.ts";
import { AdminPrescription } from "./admin.ts";

/** GET /api/admin/prescription-queue: one stage or all of them, oldest first. */
export const PrescriptionQueueQuery = z.object({
  stage: z
    .enum(PRESCRIPTION_STAGES, { error: `stage must be one of ${PRESCRIPTION_STAGES.join(", ")}` })
    .optional(),
  page: z.coerce
    .number()
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(100_000)
    .default(1),
  pageSize: z.coerce.number().int("pageSize must be a whole number").min(1).max(100).default(25),
});
export type PrescriptionQueueQuery = z.input<typeof PrescriptionQueueQuery>;

export const PrescriptionQueueRow = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  stage: z.enum(PRESCRIPTION_STAGES),
  /** When the order reached its stage (ISO). */
  since: z.string(),
  /** Whole working days (England and Wales) it has waited in its stage. */
  workingDaysWaiting: z.number().int(),
  /** It waits on the shop (not the shopper) for longer than the shop's setting allows. */
  late: z.boolean(),
});
export type PrescriptionQueueRow = z.infer<typeof PrescriptionQueueRow>;

export const PrescriptionQueue = z.object({
  rows: z.array(PrescriptionQueueRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders in each stage. */
  counts: z.record(z.string(), z.number().int()),
  /** Orders waiting on the shop for more than `waitDays` working days, in any stage. */
  lateCount: z.number().int(),
  waitDays: z.number().int(),
});
export type PrescriptionQueue = z.infer<typeof PrescriptionQueue>;

export const QueryView = z.object({
  id: z.number().int(),
  message: z.string(),
  askedBy: z.string(),
  askedAt: z.string(),
  answer: z.enum(["confirmed", "corrected"]).nullable(),
  answeredAt: z.string().nullable(),
});

export const LabJobView = z.object({
  jobNumber: z.string(),
  remake: z.boolean(),
  provider: z.string(),
  reference: z.string().nullable(),
  sentBy: z.string(),
  sentAt: z.string(),
  returnedAt: z.string().nullable(),
});

/** One field of a quality check: what was ordered, what was measured, and whether it is within tolerance. */
export const QcFieldView = z.object({
  eye: z.enum(["right", "left"]),
  field: z.string(),
  ordered: z.string(),
  measured: z.string(),
  tolerance: z.string(),
  ok: z.boolean(),
});

export const QcCheckView = z.object({
  jobNumber: z.string(),
  pass: z.boolean(),
  checkedBy: z.string(),
  checkedAt: z.string(),
  fields: z.array(QcFieldView),
});
export type QcCheckView = z.infer<typeof QcCheckView>;

export const STAGE_ACTIONS = [
  "verify",
  "query",
  "send-to-lab",
  "lenses-back",
  "quality-check",
  "remake",
] as const;
export type StageAction = (typeof STAGE_ACTIONS)[number];

/** GET /api/admin/prescription-work/:id: everything a person needs to move one order on. */
export const PrescriptionWork = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: z.string(),
  since: z.string(),
  /** The lens design the order's lines ask for: a varifocal needs a fitting height. */
  varifocal: z.boolean(),
  prescription: AdminPrescription.nullable(),
  /** What stops the prescription going to production (missing PD, fitting height…); empty when ready. */
  productionProblems: z.array(z.string()),
  queries: z.array(QueryView),
  labJobs: z.array(LabJobView),
  qualityChecks: z.array(QcCheckView),
  /** What the order's stage allows now. */
  actions: z.array(z.enum(STAGE_ACTIONS)),
});
export type PrescriptionWork = z.infer<typeof PrescriptionWork>;

export const QueryBody = z.object({
  message: z
    .string({ error: "message is required" })
    .trim()
    .min(10, "The question for the shopper needs at least 10 characters")
    .max(2000, "The question for the shopper can be at most 2000 characters"),
});

/** After a stage action: the order's new status. */
export const StageMoved = z.object({ orderId: z.number().int(), status: z.string() });
export type StageMoved = z.infer<typeof StageMoved>;

/** The shopper's side of a query, opened by its signed link. */
export const QueryLinkQuery = z.object({ q: z.string().min(1, "q is required").max(200, "q is too long") });

export const ShopperQuery = z.object({
  orderNumber: z.string(),
  message: z.string(),
  askedAt: z.string(),
  answered: z.boolean(),
});
export type ShopperQuery = z.infer<typeof ShopperQuery>;

export const ConfirmQueryBody = z.object({ q: z.string().min(1, "q is required").max(200, "q is too long") });

/** Multipart field of the corrected prescription that carries the query's token. */
export const QUERY_TOKEN_FIELD = "queryToken";
