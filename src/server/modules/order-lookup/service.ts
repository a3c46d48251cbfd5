import { timingSafeEqual } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import { statusHistory } from "#server/modules/admin-orders/repo.ts";
import { invoicePdf } from "#server/modules/orders/invoice-pdf.ts";
import { orderToken, verifyOrderToken } from "#server/modules/orders/order-link.ts";
import { prescriptionFormPath, wantsPrescription } from "#server/modules/orders/prescription-link.ts";
import { shopperReceipt } from "#server/modules/orders/receipt.ts";
import { findOrder, listItems, type OrderRow } from "#server/modules/orders/repo.ts";
import { penceToDecimal } from "#shared/money.ts";
import { ORDER_LOOKUP_MISS, type OrderLookupBody, type OrderPage } from "#shared/schemas/order-lookup.ts";
import { trackingUrl } from "#shared/schemas/shipping.ts";
import { placedOrderByNumber } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "catalogue" | "config">;

/** "ndr 10001", "NDR-10001" and "10001" all name NDR-10001. */
export function normaliseOrderNumber(text: string): string {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  const digits = /^(?:NDR-?)?(\d{1,12})$/.exec(compact);
  return digits ? `NDR-${digits[1]}` : compact;
}

function sameEmail(given: string, stored: string): boolean {
  const a = Buffer.from(given.trim().toLowerCase());
  const b = Buffer.from(stored.trim().toLowerCase());
  return a.length === b.length && b.length > 0 && timingSafeEqual(a, b);
}

/** The order a token names, placed: 403/410 for a bad token (verifyOrderToken), 404 when not placed. */
async function orderFromToken(ctx: Ctx, token: string): Promise<OrderRow> {
  const order = await findOrder(ctx.db, { orderId: verifyOrderToken(ctx.config, token) });
  if (!order?.paidAt) throw notFound("Order not found");
  return order;
}

/** Whether the shop has the prescription, and while it has not (and the order still needs it), the form's link. */
function prescriptionState(ctx: Ctx, order: OrderRow): OrderPage["prescription"] {
  if (!order.needsPrescription) return null;
  const received = order.prescriptionId !== null;
  const formUrl = !received && wantsPrescription(order) ? prescriptionFormPath(ctx.config, order.id) : null;
  return { received, formUrl };
}

async function orderPage(ctx: Ctx, order: OrderRow): Promise<OrderPage> {
  const items = await listItems(ctx.db, order.id);
  const history = await statusHistory(ctx.db, order.id);
  return {
    receipt: await shopperReceipt(ctx, order, items),
    status: order.status,
    timeline: history.map((h) => ({ status: h.toStatus, at: h.createdAt.toISOString() })),
    tracking: order.trackingNumber
      ? { number: order.trackingNumber, url: trackingUrl(order.trackingNumber) }
      : null,
    prescription: prescriptionState(ctx, order),
    refunded: penceToDecimal(order.refundedPence),
    token: orderToken(ctx.config, order.id),
  };
}

/** The order page by number and email; one 404 for either being wrong, so neither is confirmed. */
export async function lookUpOrder(ctx: Ctx, body: Required<OrderLookupBody>): Promise<OrderPage> {
  const order = await placedOrderByNumber(ctx.db, normaliseOrderNumber(body.orderNumber));
  if (!order || !sameEmail(body.email, order.customerEmail)) throw new HttpError(404, ORDER_LOOKUP_MISS);
  return orderPage(ctx, order);
}

export async function orderPageFromToken(ctx: Ctx, token: string): Promise<OrderPage> {
  return orderPage(ctx, await orderFromToken(ctx, token));
}

/** The shopper's PDF invoice: the same receipt, the address masked. */
export async function invoiceFromToken(ctx: Ctx, token: string): Promise<{ number: string; pdf: Buffer }> {
  const order = await orderFromToken(ctx, token);
  const receipt = await shopperReceipt(ctx, order, await listItems(ctx.db, order.id));
  return { number: receipt.orderNumber, pdf: await invoicePdf(receipt) };
}
