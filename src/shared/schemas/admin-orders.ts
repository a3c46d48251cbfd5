import { z } from "zod";
import { AdminOrder, OrderStatusHistoryEntry } from "./admin.ts";
import { DecimalPrice } from "./common.ts";
import { OrderPrescriptions } from "./prescription-links.ts";
import { OrderReturnSummary } from "./returns-admin.ts";

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD");

/**
 * `status`: "placed" (the default: every order that was paid, whatever came after), "all", or a
 * comma-separated list of statuses. `q` searches order number, email, name and postcode.
 */
export const AdminOrdersQuery = z.object({
  page: z.coerce.number().int("page must be a whole number").min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int("pageSize must be a whole number").min(1).max(200).default(50),
  status: z.string().max(200, "status is too long").optional(),
  orderType: z.string().max(200, "orderType is too long").optional(),
  q: z.string().max(200, "The search is too long (200 characters at most)").optional(),
  sort: z.enum(["newest", "oldest"]).default("newest"),
  from: Day.optional(),
  to: Day.optional(),
  /** "awaiting": placed orders that need a prescription and have none yet (Africa R3D included). */
  prescription: z.enum(["awaiting"], { error: 'prescription must be "awaiting"' }).optional(),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

export const AdminOrderList = z.object({
  orders: z.array(AdminOrder),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderList = z.infer<typeof AdminOrderList>;

export const RefundView = z.object({
  id: z.number().int(),
  amount: DecimalPrice,
  reason: z.string(),
  actor: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  /** The credit note issued once the refund went through, and its PDF (behind the admin's session). */
  creditNote: z.object({ number: z.string(), url: z.string() }).nullable(),
});
export type RefundView = z.infer<typeof RefundView>;

/** GET /api/admin/orders/:id: everything about one order. */
export const AdminOrderDetail = AdminOrder.extend({
  paymentProvider: z.string(),
  paidAt: z.string().nullable(),
  /** What can still be refunded. */
  refundable: DecimalPrice,
  history: z.array(OrderStatusHistoryEntry),
  refunds: z.array(RefundView),
  /** The order's returns, newest last (managed in the Returns tab). */
  returns: z.array(OrderReturnSummary),
  /** The wearer's eligibility answers given at checkout (true: "yes"); null when none were asked. */
  eligibility: z
    .object({
      aged16OrOver: z.boolean(),
      notSightImpaired: z.boolean(),
      wordingVersion: z.number().int(),
      answeredAt: z.string(),
    })
    .nullable(),
}).extend(OrderPrescriptions.shape);
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

/** A key the admin's dialog makes once: a double click or a retry carries the same one and refunds once. */
const IdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, "idempotencyKey must be 8-100 letters, digits, - or _");

export const RefundBody = z.object({
  amountPence: z
    .number({ error: "amountPence must be a number of pence" })
    .int("amountPence must be a whole number of pence")
    .positive("The refund must be more than £0.00")
    .max(100_000_000, "amountPence is out of range"),
  reason: z.string().trim().min(1, "Please give a reason").max(500, "The reason is too long"),
  idempotencyKey: IdempotencyKey,
});
export type RefundBody = z.infer<typeof RefundBody>;

export const CancelOrderBody = z.object({
  reason: z.string().trim().min(1, "Please give a reason").max(500, "The reason is too long"),
  idempotencyKey: IdempotencyKey,
});
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

export const OrderExportQuery = z.object({ from: Day, to: Day });

export const ORDER_EXPORT_COLUMNS = [
  "number",
  "date",
  "customer",
  "items",
  "net",
  "vat",
  "shipping",
  "discount",
  "total",
  "refunded",
  "status",
  /** Units on the order's returns that the shop has received back (not those merely requested). */
  "units_received_back",
  /** What the order's returns refunded, delivery included; part of "refunded". */
  "refunded_for_returns",
] as const;
