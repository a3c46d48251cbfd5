import type { AppContext } from "#server/context.ts";
import { conflict, HttpError, notFound } from "#server/lib/http-error.ts";
import { businessDetails } from "#server/modules/catalogue/index.ts";
import { sendShippedEmail } from "#server/modules/orders/index.ts";
import type { LabelShipment, ShipmentRequest } from "#server/providers/shipping/index.ts";
import { ShippingError } from "#server/providers/shipping/index.ts";
import { PAID_STATUSES } from "#shared/order-status.ts";
import { staffStatusText } from "#shared/order-status-text.ts";
import { shippingCountryCode } from "#shared/pricing/shipping.ts";
import {
  CARRIER_SEGMENT,
  type CreateShipmentResponse,
  type ShippingSettings,
} from "#shared/schemas/shipping.ts";
import {
  addNote,
  claimForCreate,
  findShippingOrder,
  itemCount,
  resetAllCarrierFields,
  type ShippingOrder,
  updateCarrierFields,
} from "./repo.ts";

const CARRIER_NAME = "Royal Mail Click & Drop";

/** A carrier failure as the API answers it: 502 with the carrier's reason. */
function badGateway(error: unknown, fallback: string): HttpError {
  return new HttpError(502, error instanceof ShippingError ? error.message : fallback);
}

/** Checkouts store the ISO code; an older order may hold a name from the list or free text. */
function countryCode(country: string): string {
  return shippingCountryCode(country) ?? country.trim().toUpperCase();
}

interface ShippingLog {
  warn(obj: object, msg: string): void;
}

// Ships paid orders with the postal carrier (ctx.shipping) and keeps the order's carrier columns in step.
type Ctx = Pick<AppContext, "db" | "shipping">;
type MailCtx = Ctx & Pick<AppContext, "email" | "config" | "catalogue">;

/** A new tracking number tells the shopper once; a failed email never undoes the shipment. */
async function tellShipped(ctx: MailCtx, orderId: number, trackingNumber: string | null, log?: ShippingLog) {
  if (!trackingNumber) return;
  try {
    await sendShippedEmail(ctx, orderId, trackingNumber);
  } catch (error) {
    // The error's name and code only: a mail server's message may carry the shopper's address.
    const { name, code } = error as { name?: string; code?: string };
    log?.warn({ orderId, error: { name, code } }, "shipped email failed");
  }
}

export async function shippingSettings(
  ctx: Pick<AppContext, "shipping" | "config" | "catalogue">,
): Promise<ShippingSettings> {
  const seller = await businessDetails(ctx);
  return {
    carrier: CARRIER_SEGMENT,
    carrierName: CARRIER_NAME,
    provider: ctx.shipping.name,
    mode: ctx.shipping.name === "sandbox" ? "sandbox" : "live",
    senderAddress: `${seller.name}, ${seller.address}`,
  };
}

async function findOrder(ctx: Pick<AppContext, "db">, id: number): Promise<ShippingOrder> {
  const order = await findShippingOrder(ctx.db, id);
  if (!order) throw notFound(`Order ${id} not found`);
  return order;
}

type Addressed = Pick<
  ShippingOrder,
  | "customerName"
  | "customerEmail"
  | "customerPhone"
  | "customerAddress"
  | "customerCity"
  | "customerPostcode"
  | "customerCountry"
>;

/** The shopper as a carrier's label names them: the recipient of a parcel, or the sender of a return. */
export const shopperOnLabel = (order: Addressed): LabelShipment["recipient"] => ({
  fullName: order.customerName,
  email: order.customerEmail,
  phone: order.customerPhone,
  address: order.customerAddress,
  city: order.customerCity,
  postcode: order.customerPostcode,
  countryCode: countryCode(order.customerCountry),
});

/** Our reference and the recipient: what the carrier's order and its label carry. */
function labelOf(order: ShippingOrder): LabelShipment {
  return { reference: order.orderNumber ?? `NDR-${order.id}`, recipient: shopperOnLabel(order) };
}

function shipmentOf(order: ShippingOrder): string {
  if (!order.carrierOrderId) throw conflict("This order has no shipment with the postal carrier");
  return order.carrierOrderId;
}

export async function createShipment(
  ctx: MailCtx,
  orderId: number,
  by: string,
  log?: ShippingLog,
): Promise<CreateShipmentResponse> {
  const order = await findOrder(ctx, orderId);
  if (!PAID_STATUSES.includes(order.status as never)) {
    throw conflict(`Only paid orders can be shipped; this order is ${order.status}`);
  }
  if (order.needsPrescription && order.status !== "ready_to_dispatch") {
    throw conflict(
      `A prescription order is dispatched once its lenses pass the quality check; this order is ${staffStatusText(order.status).toLowerCase()}`,
    );
  }
  if (order.carrierOrderId) throw conflict("This order has already been sent to the postal carrier");
  if (!(await claimForCreate(ctx.db, order.id))) {
    throw conflict("A shipment is already being created for this order");
  }
  const request: ShipmentRequest = {
    ...labelOf(order),
    orderDate: order.createdAt,
    subtotalPence: order.subtotalPence,
    shippingPence: order.shippingPence,
    totalPence: order.totalPence,
    itemCount: await itemCount(ctx.db, order.id),
  };
  try {
    const created = await ctx.shipping.createOrder(request);
    const trackingNumber = created.trackingNumber ?? null;
    await updateCarrierFields(
      ctx.db,
      order,
      { carrierOrderId: created.carrierOrderId, trackingNumber, shippingStatus: "shipped" },
      {
        by,
        text: `Shipment created with ${CARRIER_NAME} (carrier order ${created.carrierOrderId}${trackingNumber ? `, tracking ${trackingNumber}` : ""})`,
      },
    );
    await tellShipped(ctx, order.id, trackingNumber, log);
    return { carrierOrderId: created.carrierOrderId, trackingNumber, shippingStatus: "shipped" };
  } catch (error) {
    const status =
      error instanceof ShippingError && error.kind === "auth" ? "api_setup_required" : "shipping_error";
    await updateCarrierFields(
      ctx.db,
      order,
      { shippingStatus: status },
      { by, text: "Shipment creation failed" },
    );
    log?.warn(
      { orderId: order.id, kind: error instanceof ShippingError ? error.kind : "unexpected" },
      "carrier create failed",
    );
    throw badGateway(error, "Failed to create shipping with the postal carrier");
  }
}

export async function updateTracking(
  ctx: MailCtx,
  orderId: number,
  by: string,
  log?: ShippingLog,
): Promise<{ trackingNumber: string }> {
  const order = await findOrder(ctx, orderId);
  const carrierOrderId = shipmentOf(order);
  if (order.shippingStatus === "cancelled") throw conflict("This shipment has been cancelled");
  let trackingNumber: string | null;
  try {
    trackingNumber = await ctx.shipping.getTracking(carrierOrderId);
  } catch (error) {
    throw badGateway(error, "Failed to retrieve tracking number from the postal carrier");
  }
  if (!trackingNumber) {
    throw conflict("The postal carrier has no tracking number yet. The shipment may still be processing.");
  }
  if (trackingNumber !== order.trackingNumber) {
    await updateCarrierFields(
      ctx.db,
      order,
      { trackingNumber },
      { by, text: `Tracking number ${trackingNumber}` },
    );
    await tellShipped(ctx, order.id, trackingNumber, log);
  }
  return { trackingNumber };
}

export async function cancelShipment(
  ctx: Ctx,
  orderId: number,
  by: string,
): Promise<{ ok: true; shippingStatus: "cancelled" }> {
  const order = await findOrder(ctx, orderId);
  const carrierOrderId = shipmentOf(order);
  if (order.shippingStatus === "cancelled") throw conflict("This shipment is already cancelled");
  try {
    await ctx.shipping.cancel(carrierOrderId);
  } catch (error) {
    throw badGateway(error, "Failed to cancel shipping with the postal carrier");
  }
  await updateCarrierFields(
    ctx.db,
    order,
    { shippingStatus: "cancelled" },
    { by, text: "Shipment cancelled with the carrier" },
  );
  return { ok: true, shippingStatus: "cancelled" };
}

/** The admin's resend: the shipped email again, whether or not it went before. */
export async function sendTrackingEmail(
  ctx: Pick<AppContext, "db" | "email" | "config" | "log" | "catalogue">,
  orderId: number,
  by: string,
): Promise<{ trackingNumber: string }> {
  const order = await findOrder(ctx, orderId);
  const trackingNumber = order.trackingNumber;
  if (!trackingNumber) throw conflict("This order has no tracking number yet");
  if (!order.customerEmail) throw conflict("This order has no customer email address");
  try {
    await sendShippedEmail(ctx, order.id, trackingNumber, { resend: true });
  } catch (err) {
    ctx.log.error({ err, orderId }, "the tracking email could not be queued");
    throw new HttpError(502, "Failed to send tracking email");
  }
  await addNote(ctx.db, order, by, `Tracking email sent (${trackingNumber})`);
  return { trackingNumber };
}

export async function resetShipment(
  ctx: Pick<AppContext, "db">,
  orderId: number,
  by: string,
): Promise<{ ok: true }> {
  const order = await findOrder(ctx, orderId);
  await updateCarrierFields(
    ctx.db,
    order,
    { carrierOrderId: null, trackingNumber: null, shippingStatus: null },
    { by, text: "Carrier information reset" },
  );
  return { ok: true };
}

export async function resetAllShipments(ctx: Pick<AppContext, "db">, by: string): Promise<{ count: number }> {
  return { count: await resetAllCarrierFields(ctx.db, by) };
}

export async function shippingLabel(ctx: Ctx, orderId: number): Promise<Uint8Array> {
  const order = await findOrder(ctx, orderId);
  const carrierOrderId = shipmentOf(order);
  try {
    return await ctx.shipping.label(carrierOrderId, labelOf(order));
  } catch (error) {
    throw badGateway(error, "Failed to fetch the label from the postal carrier");
  }
}
