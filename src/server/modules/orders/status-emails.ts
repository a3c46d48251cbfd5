import type { AppContext } from "#server/context.ts";
import { deliveredEmail, shippedEmail } from "#server/modules/emails/index.ts";
import { trackingUrl } from "#shared/schemas/shipping.ts";
import { orderEmailInput } from "./email.ts";
import { findOrder, type OrderRow } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "email" | "config" | "catalogue">;

/** The carrier the shopper tracks the parcel with (the shop ships with Royal Mail). */
const CARRIER = "Royal Mail";

/**
 * The shipped email with the carrier's tracking link: once per order and tracking number (a repeated label
 * or tracking event is skipped), or again when `resend` (the admin's "Send Tracking Email").
 * Null when it was sent before or the order has no email address.
 */
export async function sendShippedEmail(
  ctx: Ctx,
  orderId: number,
  trackingNumber: string,
  opts: { resend?: boolean } = {},
): Promise<number | null> {
  const order = await findOrder(ctx.db, { orderId });
  if (!order?.customerEmail) return null;
  const mail = await shippedEmail(await orderEmailInput(ctx, order), {
    carrierName: CARRIER,
    trackingNumber,
    trackingUrl: trackingUrl(trackingNumber),
  });
  const dedupeKey = opts.resend ? undefined : `shipped:${order.id}:${trackingNumber}`;
  return ctx.email.send("tracking_number", { to: order.customerEmail, ...mail }, { dedupeKey });
}

/** The delivered email, once per order, when the order is marked delivered. */
export async function sendDeliveredEmail(ctx: Ctx, order: OrderRow): Promise<number | null> {
  if (!order.customerEmail) return null;
  const mail = await deliveredEmail(await orderEmailInput(ctx, order));
  return ctx.email.send(
    "order_delivered",
    { to: order.customerEmail, ...mail },
    { dedupeKey: `delivered:${order.id}` },
  );
}
