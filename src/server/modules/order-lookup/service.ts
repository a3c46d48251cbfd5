import { timingSafeEqual } from "node:crypto";
import type { AppContext } from "#server/context.ts";
import { HttpError, notFound } from "#server/lib/http-error.ts";
import {
  creditNotePath,
  creditNoteRefs,
  findOrder,
  listItems,
  type OrderRow,
  orderCreditNotePdf,
  orderInvoicePdf,
  orderToken,
  prescriptionFormPath,
  shopperReceipt,
  statusHistory,
  verifyOrderToken,
  wantsPrescription,
} from "#server/modules/orders/index.ts";
import { penceToDecimal } from "#shared/money.ts";
import { ORDER_LOOKUP_MISS, type OrderLookupBody, type OrderPage } from "#shared/schemas/order-lookup.ts";
import { trackingUrl } from "#shared/schemas/shipping.ts";
import { shopperMayCancel } from "./cancellable.ts";
import { placedOrderByNumber } from "./repo.ts";
import { shopperTimeline } from "./timeline.ts";

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
export async function orderFromToken(ctx: Pick<Ctx, "db" | "config">, token: string): Promise<OrderRow> {
  const order = await findOrder(ctx.db, { orderId: verifyOrderToken(ctx.config, token) });
  if (!order?.paidAt) throw notFound("Order not found");
  return order;
}

/** Whether the shop has the prescription, and while it has not (and the order still needs it), the form's link. */
function prescriptionState(ctx: Ctx, order: OrderRow): OrderPage["prescription"] {
  if (!order.needsPrescription) return null;
  const received = order.prescriptionId !== null;
  const formUrl = !received && wantsPrescription(order) ? prescriptionFormPath(ctx.config, order) : null;
  return { received, formUrl };
}

export async function orderPage(ctx: Ctx, order: OrderRow): Promise<OrderPage> {
  const items = await listItems(ctx.db, order.id);
  const history = await statusHistory(ctx.db, order.id);
  const token = orderToken(ctx.config, order);
  return {
    receipt: await shopperReceipt(ctx, order, items),
    status: order.status,
    timeline: shopperTimeline(history),
    tracking: order.trackingNumber
      ? { number: order.trackingNumber, url: trackingUrl(order.trackingNumber) }
      : null,
    prescription: prescriptionState(ctx, order),
    refunded: penceToDecimal(order.refundedPence),
    cancellable: shopperMayCancel(order),
    creditNotes: await creditNoteRefs(ctx.db, order.id, (n) => creditNotePath(token, n)),
    token,
  };
}

/** The placed order of a number and email; one 404 for either being wrong, so neither is confirmed. */
export async function orderFromLookup(
  ctx: Pick<Ctx, "db">,
  body: Required<OrderLookupBody>,
): Promise<OrderRow> {
  const order = await placedOrderByNumber(ctx.db, normaliseOrderNumber(body.orderNumber));
  if (!order || !sameEmail(body.email, order.customerEmail)) throw new HttpError(404, ORDER_LOOKUP_MISS);
  return order;
}

/** The order page by number and email. */
export async function lookUpOrder(ctx: Ctx, body: Required<OrderLookupBody>): Promise<OrderPage> {
  return orderPage(ctx, await orderFromLookup(ctx, body));
}

export async function orderPageFromToken(ctx: Ctx, token: string): Promise<OrderPage> {
  return orderPage(ctx, await orderFromToken(ctx, token));
}

/** The shopper's PDF invoice: the same receipt, the address masked, naming any credit notes. */
export async function invoiceFromToken(ctx: Ctx, token: string): Promise<{ number: string; pdf: Buffer }> {
  const order = await orderFromToken(ctx, token);
  const receipt = await shopperReceipt(ctx, order, await listItems(ctx.db, order.id));
  return { number: receipt.orderNumber, pdf: await orderInvoicePdf(ctx.db, order, receipt) };
}

/** One of the order's credit notes, by the order page's token: 404 when the order has no such note. */
export async function creditNoteFromToken(
  ctx: Ctx,
  token: string,
  number: string,
): Promise<{ number: string; pdf: Buffer }> {
  const order = await orderFromToken(ctx, token);
  const receipt = await shopperReceipt(ctx, order, await listItems(ctx.db, order.id));
  return orderCreditNotePdf(ctx.db, order, receipt, number);
}
