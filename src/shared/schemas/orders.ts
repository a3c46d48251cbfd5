import { z } from "zod";
import { AFRICA_ADMIN_STATUSES } from "../order-status.ts";
import { CustomerDraft, PaymentIntentId } from "./checkout.ts";
import { DecimalPrice } from "./common.ts";

/**
 * The storefront's order-scoped calls carry the payment's client secret in this header: the browser got it
 * from the checkout (and Stripe's redirect puts it in the confirmation URL). An order or payment id alone
 * proves nothing.
 */
export const CLIENT_SECRET_HEADER = "X-Client-Secret";

/**
 * POST /api/orders and POST /api/africa-r3d/orders: the browser's stored order data. Only the payment
 * intent id matters; customer fields fill an order that has none; everything else is ignored.
 */
export const CompleteOrderBody = z.object({
  stripePaymentIntentId: PaymentIntentId,
  name: z.unknown().optional(),
  email: z.unknown().optional(),
  phone: z.unknown().optional(),
  address: z.unknown().optional(),
  city: z.unknown().optional(),
  postcode: z.unknown().optional(),
  country: z.unknown().optional(),
});
export type CompleteOrderBody = z.input<typeof CompleteOrderBody>;

/** The customer fields of a CompleteOrderBody that are valid; invalid ones are dropped. */
export function customerFromLooseBody(body: Record<string, unknown>): CustomerDraft {
  const out: Record<string, unknown> = {};
  for (const key of ["name", "email", "phone", "address", "city", "postcode", "country"] as const) {
    const one = CustomerDraft.safeParse({ [key]: body[key] });
    if (one.success && one.data[key] !== undefined) out[key] = one.data[key];
  }
  return out as CustomerDraft;
}

export const OrderTotal = z.object({ id: z.number().int(), total: DecimalPrice });
export type OrderTotal = z.infer<typeof OrderTotal>;

export const OrderItemView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  itemType: z.string(),
  quantity: z.number().int(),
  productPrice: DecimalPrice,
  itemTotal: DecimalPrice,
  colorId: z.number().int().nullable(),
  primaryLensTypeId: z.number().int().nullable(),
  prescriptionLensTypeId: z.number().int().nullable(),
  sockSizeId: z.number().int().nullable(),
  prescriptionId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type OrderItemView = z.infer<typeof OrderItemView>;

export const OrderByPaymentIntent = z.object({
  order: z.object({
    id: z.number().int(),
    /** NDR-10001 once the payment is confirmed; null before. */
    orderNumber: z.string().nullable(),
    total: DecimalPrice,
    status: z.string(),
    orderType: z.string(),
    /** "Send your prescription": the form's signed link for this order, when it needs a prescription. */
    prescriptionFormUrl: z.string().nullable(),
  }),
});
export type OrderByPaymentIntent = z.infer<typeof OrderByPaymentIntent>;

export const UpdateStatusBody = z.object({
  stripePaymentIntentId: PaymentIntentId,
  status: z.enum(["completed", "failed"]),
});

export const OrderStatusResponse = z.object({ id: z.number().int(), status: z.string() });
export type OrderStatusResponse = z.infer<typeof OrderStatusResponse>;

/** Storefront: completed or failed. The admin's statuses need an admin token. */
export const AfricaUpdateStatusBody = z.object({
  status: z.enum(["completed", "failed", ...AFRICA_ADMIN_STATUSES]),
});
