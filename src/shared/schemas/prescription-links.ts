import { z } from "zod";
import { AdminPrescription } from "./admin.ts";

/** The multipart field of POST /api/prescriptions carrying the signed link's token. */
export const PRESCRIPTION_ORDER_FIELD = "order";

/** GET /api/prescription-link?order=...: the token of "Send your prescription". */
export const PrescriptionLinkQuery = z.object({
  order: z.string().min(1, "The link has no token").max(200, "The link's token is too long"),
});

/**
 * What the form shows for a signed link: which order, whose name and email to fill in, and when the shop
 * received the order's prescription if it has one already (then the page says so instead of the form).
 * Never the prescription's values.
 */
export const PrescriptionLinkOrder = z.object({
  orderNumber: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO time the order's current prescription arrived, or null while the order waits for one. */
  receivedAt: z.string().nullable(),
});
export type PrescriptionLinkOrder = z.infer<typeof PrescriptionLinkOrder>;

export const PrescriptionOrderRef = z.object({ id: z.number().int(), orderNumber: z.string() });
export type PrescriptionOrderRef = z.infer<typeof PrescriptionOrderRef>;

const PRESCRIPTION_LINKED_BY = ["link", "admin"] as const;

/**
 * A prescription as the admin's lists show it: its values, how it was tied to an order (the buyer's signed
 * link, or staff confirming a match), the order(s) it is for, and, while it is for none, the placed orders
 * from the same email that still wait for one (suggestions, never linked until confirmed).
 */
export const PrescriptionListEntry = AdminPrescription.extend({
  linked_by: z.enum(PRESCRIPTION_LINKED_BY).nullable(),
  linked_at: z.string().nullable(),
  orders: z.array(PrescriptionOrderRef),
  suggested_orders: z.array(PrescriptionOrderRef),
});
export type PrescriptionListEntry = z.infer<typeof PrescriptionListEntry>;

/** POST /api/prescriptions/:id/link: staff confirm a suggested match. */
export const ConfirmPrescriptionLinkBody = z.object({
  orderId: z
    .number({ error: "orderId must be a number" })
    .int("orderId must be a whole number")
    .positive("orderId must be positive")
    .max(2_147_483_647, "orderId is out of range"),
});

export const PrescriptionLinked = z.object({
  prescriptionId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
});
export type PrescriptionLinked = z.infer<typeof PrescriptionLinked>;

/** The admin's order view: the order's prescriptions newest first (the first is current), and suggestions. */
export const OrderPrescriptions = z.object({
  prescriptions: z.array(PrescriptionListEntry),
  suggestedPrescriptions: z.array(PrescriptionListEntry),
});
export type OrderPrescriptions = z.infer<typeof OrderPrescriptions>;
