import { z } from "zod";
import { RETURN_CONDITIONS, RETURN_REASONS, RETURN_VIAS } from "../returns/reasons.ts";
import { RETURN_STATUSES } from "../returns/status.ts";
import { optionalText, requiredText } from "./fields.ts";
import { ReturnLinesInput } from "./returns.ts";

/** The admin's returns: the list, one return, and the actions on it. */

const Pence = (label: string) =>
  z
    .number({ error: `${label} must be a number of pence` })
    .int(`${label} must be a whole number of pence`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is out of range`);

export const AdminReturnsQuery = z.object({
  status: z
    .enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(", ")}` })
    .optional(),
  /** A return number (RET-10001) or an order number (NDR-10001), or their digits. */
  q: optionalText("q", { max: 40 }),
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: "pageSize must be a number" }).int().min(1).max(100).default(25),
});
export type AdminReturnsQuery = z.infer<typeof AdminReturnsQuery>;

export const AdminReturnSummary = z.object({
  id: z.number().int(),
  returnNumber: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string().nullable(),
  customerName: z.string(),
  status: z.enum(RETURN_STATUSES),
  statusText: z.string(),
  reason: z.enum(RETURN_REASONS),
  via: z.enum(RETURN_VIAS),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  /** Received and not yet refunded: the last day of the 14 to refund, and the days left (negative: late). */
  refundDueBy: z.string().nullable(),
  daysLeftToRefund: z.number().int().nullable(),
  overdue: z.boolean(),
});
export type AdminReturnSummary = z.infer<typeof AdminReturnSummary>;

export const AdminReturnList = z.object({
  returns: z.array(AdminReturnSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Received and not refunded within 14 days, over all returns. */
  overdue: z.number().int(),
});
export type AdminReturnList = z.infer<typeof AdminReturnList>;

export const ReturnsOverdue = z.object({ overdue: z.number().int() });

/** What the law gives back for this return now, before any deduction. */
export const RefundOffer = z.object({
  linesPence: z.number().int(),
  deliveryPence: z.number().int(),
  totalPence: z.number().int(),
  /** What is left of the order's charge to refund. */
  remainingOnOrderPence: z.number().int(),
});
export type RefundOffer = z.infer<typeof RefundOffer>;

export const AdminReturnDetail = AdminReturnSummary.extend({
  description: z.string(),
  customerEmail: z.string(),
  refusalReason: z.string().nullable(),
  refundedPence: z.number().int().nullable(),
  refundId: z.number().int().nullable(),
  deliveryRefundedPence: z.number().int(),
  deductionPence: z.number().int(),
  deductionReason: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      itemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      unitPricePence: z.number().int(),
      madeToPrescription: z.boolean(),
      condition: z.enum(RETURN_CONDITIONS).nullable(),
      restocked: z.boolean(),
    }),
  ),
  photos: z.array(
    z.object({ id: z.number().int(), contentType: z.string(), sizeBytes: z.number().int(), url: z.string() }),
  ),
  history: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string(),
      actor: z.string(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** While the return waits for its refund: the amount offered. */
  offer: RefundOffer.nullable(),
});
export type AdminReturnDetail = z.infer<typeof AdminReturnDetail>;

export const ReturnPhotoParams = z.object({
  id: z.coerce.number({ error: "id must be a number" }).int().positive().max(2_147_483_647),
  photoId: z.coerce.number({ error: "photoId must be a number" }).int().positive().max(2_147_483_647),
});

export const ReturnNoteBody = z
  .object({ note: optionalText("note", { max: 500, multiline: true }) })
  .default({});

export const RefuseReturnBody = z.object({
  reason: requiredText("reason", "Please give the shopper a reason", { max: 1000, multiline: true }),
});

export const ReceiveReturnBody = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.number({ error: "lineId must be a number" }).int().positive(),
        condition: z.enum(RETURN_CONDITIONS, {
          error: `condition must be one of ${RETURN_CONDITIONS.join(", ")}`,
        }),
      }),
    )
    .min(1, "Give the condition of each returned line"),
});
export type ReceiveReturnBody = z.infer<typeof ReceiveReturnBody>;

export const RefundReturnBody = z
  .object({
    deductionPence: Pence("deductionPence").default(0),
    deductionReason: optionalText("deductionReason", { max: 500, multiline: true }),
  })
  .refine((v) => v.deductionPence === 0 || (v.deductionReason ?? "").length > 0, {
    message: "A deduction needs a reason",
    path: ["deductionReason"],
  });
export type RefundReturnBody = z.infer<typeof RefundReturnBody>;

/** A cancellation the shopper sent by email or post (the model form or their own words), recorded by staff. */
export const ModelFormBody = z.object({
  orderNumber: requiredText("orderNumber", "Give the order number", { max: 40 }),
  via: z.enum(["model_form_email", "model_form_post"], {
    error: "via must be model_form_email or model_form_post",
  }),
  /** Left out: every unit not yet in a return. */
  lines: ReturnLinesInput.optional(),
  description: optionalText("description", { max: 2000, multiline: true }),
  /** The London day the shopper sent it ("2026-11-30"): a notice sent within the window counts. */
  sentOn: optionalText("sentOn", { max: 10 }),
});
export type ModelFormBody = z.infer<typeof ModelFormBody>;

export const ReturnMoved = z.object({ id: z.number().int(), returnNumber: z.string(), status: z.string() });
export type ReturnMoved = z.infer<typeof ReturnMoved>;

/** A return of an order, as the admin's order view lists it. */
export const OrderReturnSummary = z.object({
  id: z.number().int(),
  returnNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  statusText: z.string(),
  reasonText: z.string(),
  createdAt: z.string(),
});
export type OrderReturnSummary = z.infer<typeof OrderReturnSummary>;
