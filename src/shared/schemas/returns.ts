import { z } from "zod";
import { DESCRIBED_REASONS, RETURN_REASON_LABELS, RETURN_REASONS } from "../returns/reasons.ts";
import { optionalText } from "./fields.ts";
import { OrderLookupBody, OrderTokenQuery } from "./order-lookup.ts";

/** The shopper's returns, on the order page: by its signed link, or by number and email. */

/** GET /api/returns?t=...: the order page's token. */
export const ReturnsTokenQuery = OrderTokenQuery;
/** GET /api/returns/label: the order page's token and the return's number. */
export const ReturnLabelQuery = OrderTokenQuery.extend({
  return: z.string().regex(/^RET-\d{1,12}$/, "return must be a return number such as RET-10001"),
});
/** POST /api/returns/lookup: the order number and the email it was placed with. */
export const ReturnsLookupBody = OrderLookupBody;
export type ReturnsLookupBody = OrderLookupBody;

/** The multipart field names of POST /api/returns (the photos are files named `photos`). */
export const RETURN_FORM_FIELDS = ["t", "orderNumber", "email", "reason", "description", "lines"] as const;
export const RETURN_PHOTO_FIELD = "photos";

export const RETURN_MESSAGES = {
  reason: `reason must be one of ${RETURN_REASONS.join(", ")}`,
  describe: "Please describe what is wrong with the item",
  lines: "Choose at least one item to return",
  linesJson: 'lines must be a JSON list such as [{"itemId":12,"quantity":1}]',
  auth: "Send the order page's token (t), or the order number and email",
  tooManyPhotos: "Send at most 3 photos",
  photoType: "Each photo must be a JPEG, PNG or WebP image",
  photoTooLarge: "Each photo must be at most 5 MB",
} as const;

export const ReturnLineInput = z.object({
  itemId: z.number({ error: "itemId must be a number" }).int().positive().max(2_147_483_647),
  quantity: z
    .number({ error: "quantity must be a number" })
    .int("quantity must be a whole number")
    .min(1, "quantity must be at least 1")
    .max(1000, "quantity is too high"),
});
export type ReturnLineInput = z.infer<typeof ReturnLineInput>;

export const ReturnLinesInput = z
  .array(ReturnLineInput, { error: RETURN_MESSAGES.linesJson })
  .min(1, RETURN_MESSAGES.lines)
  .max(50, "Too many lines")
  .refine(
    (lines) => new Set(lines.map((l) => l.itemId)).size === lines.length,
    "Each item may be listed once",
  );

const linesFromJson = z.string({ error: RETURN_MESSAGES.linesJson }).transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: RETURN_MESSAGES.linesJson });
    return z.NEVER;
  }
});

/** The return form's fields, as the multipart body carries them (the lines as JSON text). */
export const ReturnRequestFields = z
  .object({
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
    description: optionalText("description", { max: 2000, multiline: true }),
    lines: linesFromJson.pipe(ReturnLinesInput),
  })
  .refine((v) => !DESCRIBED_REASONS.includes(v.reason) || (v.description ?? "").length > 0, {
    message: RETURN_MESSAGES.describe,
    path: ["description"],
  });
export type ReturnRequestFields = z.infer<typeof ReturnRequestFields>;

const ReasonWindowView = z.object({
  reason: z.enum(RETURN_REASONS),
  label: z.string(),
  allowed: z.boolean(),
  /** The last London day this reason is accepted, "2026-12-14". */
  until: z.string().nullable(),
  remedy: z.enum(["full_refund", "repair_or_replacement"]).nullable(),
  message: z.string(),
});

export const ReturnableLineView = z.object({
  itemId: z.number().int(),
  name: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** Units that may still go back. */
  returnable: z.number().int(),
  madeToPrescription: z.boolean(),
  reasons: z.array(ReasonWindowView),
});

export const ReturnEligibilityView = z.object({
  returnable: z.boolean(),
  message: z.string().nullable(),
  deliveredOn: z.string().nullable(),
  deliveryEstimated: z.boolean(),
  lines: z.array(ReturnableLineView),
});
export type ReturnEligibilityView = z.infer<typeof ReturnEligibilityView>;

export const ShopperReturn = z.object({
  returnNumber: z.string(),
  status: z.string(),
  statusText: z.string(),
  reason: z.enum(RETURN_REASONS),
  reasonText: z.string(),
  description: z.string(),
  createdAt: z.string(),
  /** Why the shop refused, when it did. */
  refusalReason: z.string().nullable(),
  refundedPence: z.number().int().nullable(),
  lines: z.array(z.object({ itemId: z.number().int(), name: z.string(), quantity: z.number().int() })),
  photos: z.number().int(),
  history: z.array(z.object({ status: z.string(), statusText: z.string(), at: z.string() })),
  /** The carrier's prepaid label, when the shop pays the postage: download it from GET /api/returns/label. */
  labelTrackingNumber: z.string().nullish(),
});
export type ShopperReturn = z.infer<typeof ShopperReturn>;

/** GET /api/returns and POST /api/returns/lookup: what may go back, and the returns made so far. */
export const ShopperReturns = z.object({
  orderNumber: z.string(),
  /** The order page's token: send it back as `t` to make a return. */
  token: z.string(),
  eligibility: ReturnEligibilityView,
  returns: z.array(ShopperReturn),
});
export type ShopperReturns = z.infer<typeof ShopperReturns>;

export const reasonLabel = (reason: (typeof RETURN_REASONS)[number]) => RETURN_REASON_LABELS[reason];
