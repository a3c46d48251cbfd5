import { timingSafeEqual } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import { statusHistory } from "#server/modules/admin-orders/repo.ts";
import { invoicePdf } from "#server/modules/orders/invoice-pdf.ts";
import { orderToken, verifyOrderToken } from "#server/modules/orders/order-link.ts";
import { shopperReceipt } from "#server/modules/orders/receipt.ts";
import { findOrder, listItems, type OrderItemRow, type OrderRow } from "#server/modules/orders/repo.ts";
import { penceToDecimal } from "#shared/money.ts";
import { ORDER_LOOKUP_MISS, type OrderLookupBody, type OrderPage } from "#shared/schemas/order-lookup.ts";
import { trackingUrl } from "#shared/schemas/shipping.ts";
import { placedOrderByNumber } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "catalogue" | "config">;

const PRESCRIPTION_TYPES = new Set(["prescription", "prescription_pro"]);

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

const isPrescriptionOrder = (order: OrderRow, items: OrderItemRow[]) =>
  PRESCRIPTION_TYPES.has(order.orderType) || items.some((i) => PRESCRIPTION_TYPES.has(i.itemType));

async function orderPage(ctx: Ctx, order: OrderRow): Promise<OrderPage> {
  const items = await listItems(ctx.db, order.id);
  const history = await statusHistory(ctx.db, order.id);
  const received = order.prescriptionId !== null || items.some((i) => i.prescriptionId !== null);
  return {
    receipt: await shopperReceipt(ctx, order, items),
    status: order.status,
    timeline: history.map((h) => ({ status: h.toStatus, at: h.createdAt.toISOString() })),
    tracking: order.trackingNumber
      ? { number: order.trackingNumber, url: trackingUrl(order.trackingNumber) }
      : null,
    prescription: isPrescriptionOrder(order, items) ? { received } : null,
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
