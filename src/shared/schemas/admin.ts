import { z } from "zod";
import { PERMISSIONS, ROLES } from "#shared/staff/roles.ts";
import { SECOND_FACTOR_STATES } from "#shared/staff/second-factor.ts";
import { ADMIN_ORDER_STATUSES, AFRICA_ADMIN_STATUSES, ORDER_STATUSES } from "../order-status.ts";
import { DecimalPrice, OrderContact } from "./common.ts";
import { CONTACT_MESSAGE_STATUSES, ContactMessageStatus } from "./contact.ts";
import { isCleanText, NOT_ALLOWED } from "./fields.ts";
import { PrescriptionValues } from "./prescription.ts";

// ---- Sign-in -------------------------------------------------------------------------------------

export const LoginBody = z.object({
  // A NUL would reach the database's lookups (and fail there); the password is only ever hashed.
  username: z.string().max(200, "Username is too long").refine(isCleanText(), `Username ${NOT_ALLOWED}`),
  password: z.string().max(1024, "Password is too long"),
  /** "token" for API clients that keep the token themselves; the admin in a browser uses the cookie. */
  session: z.enum(["cookie", "token"]).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * A session (its token for API clients; a browser's is in the HttpOnly cookie), or, for a person with a
 * second factor, the ticket the code step completes.
 */
export const LoginResponse = z.union([
  z.object({ token: z.string().optional() }).strict(),
  z.object({ secondFactor: z.literal("required"), challenge: z.string() }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const VerifyAuthResponse = z.object({
  authenticated: z.literal(true),
  username: z.string(),
  role: z.enum(ROLES),
  /** What this person's role may do, so the admin shows only what they can use. */
  permissions: z.array(z.enum(PERMISSIONS)),
  secondFactor: z.enum(SECOND_FACTOR_STATES),
});
export type VerifyAuthResponse = z.infer<typeof VerifyAuthResponse>;

export const SuccessResponse = z.object({ success: z.literal(true) });

// ---- Orders --------------------------------------------------------------------------------------

const Id = z.number().int();
const NullableId = Id.nullable();

export const AdminOrderItem = z.object({
  id: Id,
  productId: Id,
  productName: z.string(),
  itemType: z.string(),
  quantity: Id,
  productPrice: DecimalPrice,
  itemTotal: DecimalPrice,
  colorId: NullableId,
  colorName: z.string().nullable(),
  primaryLensTypeId: NullableId,
  lensTypeName: z.string().nullable(),
  prescriptionLensTypeId: NullableId,
  prescriptionLensTypeName: z.string().nullable(),
  sockSizeId: NullableId,
  sockSizeName: z.string().nullable(),
  prescriptionId: NullableId,
  /** What was bought, as every output of the order reads it: "Varifocal, Kerry Green, Polarized". */
  description: z.string(),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

/** One order in the admin table. */
export const AdminOrder = z.object({
  id: Id,
  /** NDR-10001: the number the shopper sees; null until the order is paid. */
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  ...OrderContact.shape,
  orderType: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: DecimalPrice,
  subtotal: DecimalPrice,
  shipping: DecimalPrice,
  discountAmount: DecimalPrice,
  /** What the card was charged (the total, or the 30p card minimum). */
  charged: DecimalPrice,
  refunded: DecimalPrice,
  discountCode: z.string().nullable(),
  discountCodeId: NullableId,
  quantity: Id,
  productId: NullableId,
  colorId: NullableId,
  primaryLensTypeId: NullableId,
  prescriptionLensTypeId: NullableId,
  prescriptionId: NullableId,
  sockSizeId: NullableId,
  stripePaymentIntentId: z.string().nullable(),
  carrierOrderId: z.string().nullable(),
  shippingTrackingNumber: z.string().nullable(),
  shippingStatus: z.string().nullable(),
  items: z.array(AdminOrderItem),
  isPrescriptionOrder: z.boolean(),
  /** A line is made to a prescription: the order follows the prescription stages. */
  needsPrescription: z.boolean(),
  // prescription_pro only; null on other orders.
  visionType: z.string().nullable(),
  frameColorId: NullableId,
  frameColorName: z.string().nullable(),
  prescriptionLensTypeName: z.string().nullable(),
  /** The lens upgrade as charged ("40.00"). */
  prescriptionLensPrice: DecimalPrice.nullable(),
  finishId: NullableId,
  finishName: z.string().nullable(),
  finishPrice: DecimalPrice.nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const OrderStatusHistoryEntry = z.object({
  id: Id,
  orderId: Id,
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  changedBy: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderStatusHistoryEntry = z.infer<typeof OrderStatusHistoryEntry>;

export const UpdateOrderStatusByIdBody = z.object({
  orderId: z
    .union([Id.positive(), z.string().regex(/^\d{1,10}$/, "orderId must be a number")])
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647, "orderId is out of range")),
  status: z.enum(ADMIN_ORDER_STATUSES, { error: `status must be one of ${ADMIN_ORDER_STATUSES.join(", ")}` }),
});
export type UpdateOrderStatusByIdBody = z.input<typeof UpdateOrderStatusByIdBody>;

export const StatusChangeResponse = z.object({
  id: Id,
  previousStatus: z.string(),
  status: z.string(),
});
export type StatusChangeResponse = z.infer<typeof StatusChangeResponse>;

/** Prescription-pro order rows in their older snake_case shape. */
export const PrescriptionOrderRow = z.object({
  id: Id,
  created_at: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  customer_address: z.string(),
  customer_city: z.string(),
  customer_postcode: z.string(),
  customer_country: z.string(),
  order_status: z.string(),
  total_price: DecimalPrice,
  vision_type: z.string().nullable(),
  frame_color_id: NullableId,
  prescription_lens_type_id: NullableId,
  finish_id: NullableId,
  carrier_order_id: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipping_status: z.string().nullable(),
  stripe_payment_intent_id: z.string().nullable(),
});
export type PrescriptionOrderRow = z.infer<typeof PrescriptionOrderRow>;

export const AfricaOrderRow = z.object({
  id: Id,
  /** NDR-10001, as on every order. */
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  frameId: NullableId,
  frameName: z.string().nullable(),
  visionTypeId: NullableId,
  visionTypeName: z.string().nullable(),
  /** Each line's description (frame, colour, vision, lens, prescription), as every order view reads it. */
  description: z.string(),
  status: z.string(),
  totalPrice: DecimalPrice,
});
export type AfricaOrderRow = z.infer<typeof AfricaOrderRow>;

export const AfricaStatusBody = z.object({
  status: z.enum(AFRICA_ADMIN_STATUSES, {
    error: `status must be one of ${AFRICA_ADMIN_STATUSES.join(", ")}`,
  }),
});

// ---- Prescriptions -------------------------------------------------------------------------------

const Rx = z.string().nullable();

/** The prescription form, admin view, in snake_case. */
export const AdminPrescription = z.object({
  id: Id,
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
  od_distance_sphere: Rx,
  od_distance_cylinder: Rx,
  od_distance_axis: Rx,
  os_distance_sphere: Rx,
  os_distance_cylinder: Rx,
  os_distance_axis: Rx,
  od_reading_sphere: Rx,
  od_reading_cylinder: Rx,
  od_reading_axis: Rx,
  os_reading_sphere: Rx,
  os_reading_cylinder: Rx,
  os_reading_axis: Rx,
  pupillary_distance: z.string(),
  notes: Rx,
  /** Every value as typed, the later ones (ADD, prism, monocular PD, fitting height, eye test) included. */
  values: PrescriptionValues,
  /** True when a prism is written: such an order goes to a person before the lab. */
  has_prism: z.boolean(),
  /** Null without a file; otherwise the admin call that returns a short-lived link (never a public path). */
  prescription_image_url: z.string().nullable(),
  prescription_file_type: z.string().nullable(),
});
export type AdminPrescription = z.infer<typeof AdminPrescription>;

export const PrescriptionFileLink = z.object({ url: z.string(), expiresAt: z.string() });
export type PrescriptionFileLink = z.infer<typeof PrescriptionFileLink>;

// ---- Contact messages ----------------------------------------------------------------------------

export const ContactMessage = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  source: z.string(),
  status: ContactMessageStatus,
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactStatusBody = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: "status must be unread, read or replied" }),
});

export const ContactReplyBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, "The reply is empty")
    .max(20_000, "The reply is too long")
    .refine(isCleanText(true), `The reply ${NOT_ALLOWED}`),
});

// ---- Email outbox --------------------------------------------------------------------------------

export const OutboxEmail = z.object({
  id: Id,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part (admin-only API): the Email tab shows it in a sandboxed frame. */
  html: z.string().nullable(),
  /** queued and sending are waiting for the mail worker; failed means it gave up after its retries. */
  status: z.enum(["queued", "sending", "sent", "failed"]),
  attempts: z.number().int(),
  /** The last delivery error, while retrying or after giving up. */
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmail>;
