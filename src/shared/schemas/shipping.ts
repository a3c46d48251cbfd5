import { z } from "zod";

/** The carrier's name in the API paths: /api/shipping/royal-mail/... */
export const CARRIER_SEGMENT = "royal-mail";

const LABELS: Record<string, string> = {
  processing: "Processing shipment",
  cancelled: "Shipping cancelled",
  api_setup_required: "postal carrier API setup required",
};

/** The admin's label for a shipping status. */
export function shippingStatusLabel(status: string | null | undefined): string {
  if (!status) return "Not shipped yet";
  return LABELS[status] ?? status.replaceAll("_", " ");
}

/** The carrier's public tracking page for a tracking number. */
export function trackingUrl(trackingNumber: string): string {
  return `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(trackingNumber)}`;
}

/** An order id: a positive int4, sent as a number or a digit string (prescription-pro ids may carry a "P"). */
const OrderIdValue = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^P?\d{1,10}$/i, "orderId must be an order number"),
  ])
  .transform((v) => (typeof v === "string" ? Number(v.replace(/^P/i, "")) : v))
  .pipe(
    z
      .number()
      .int("orderId must be a whole number")
      .positive("orderId must be positive")
      .max(2_147_483_647, "orderId is out of range"),
  );

export const ShippingOrderBody = z.object({ orderId: OrderIdValue });
export type ShippingOrderBody = z.infer<typeof ShippingOrderBody>;

export const ShippingOrderParams = z.object({ orderId: OrderIdValue });

export const CreateShipmentResponse = z.object({
  carrierOrderId: z.string(),
  trackingNumber: z.string().nullable(),
  shippingStatus: z.literal("shipped"),
});
export type CreateShipmentResponse = z.infer<typeof CreateShipmentResponse>;

export const TrackingResponse = z.object({ trackingNumber: z.string() });
export type TrackingResponse = z.infer<typeof TrackingResponse>;

export const CancelShipmentResponse = z.object({
  ok: z.literal(true),
  shippingStatus: z.literal("cancelled"),
});
export type CancelShipmentResponse = z.infer<typeof CancelShipmentResponse>;

export const ResetShipmentResponse = z.object({ ok: z.literal(true) });
export const ResetAllResponse = z.object({ count: z.number().int().nonnegative() });
export type ResetAllResponse = z.infer<typeof ResetAllResponse>;

export const ShippingSettings = z.object({
  carrier: z.literal(CARRIER_SEGMENT),
  carrierName: z.string(),
  provider: z.enum(["sandbox", "clickanddrop"]),
  mode: z.enum(["sandbox", "live"]),
  senderAddress: z.string(),
});
export type ShippingSettings = z.infer<typeof ShippingSettings>;
