import {
  type ById,
  chargeOf,
  contactOf,
  lineDescription,
  toAdminItem,
} from "#server/modules/orders/index.ts";
import { API_DECIMAL, penceToDecimal } from "#shared/money.ts";
import type { OrderStatus } from "#shared/order-status.ts";
import type { AdminOrder, AfricaOrderRow, PrescriptionOrderRow } from "#shared/schemas/admin.ts";
import type { OrderItemRow, OrderRow } from "./repo.ts";

type Details = Record<string, unknown>;

const isObject = (v: unknown): v is Details => typeof v === "object" && v !== null && !Array.isArray(v);

const intOf = (v: unknown): number | null => {
  if (typeof v === "number" && Number.isSafeInteger(v)) return v;
  if (typeof v === "string" && /^\d{1,9}$/.test(v)) return Number(v);
  return null;
};
const textOf = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/**
 * The configurator choices of a prescription_pro or africa_r3d order: orders.details, falling back to
 * the first item's details; one level of nesting (e.g. `africaR3DDetails`) is flattened.
 */
function selectionOf(order: OrderRow, items: OrderItemRow[]): Details {
  const flat = (d: unknown): Details => {
    if (!isObject(d)) return {};
    const nested = Object.values(d).filter(isObject);
    return Object.assign({}, ...nested, d);
  };
  return { ...flat(items[0]?.details), ...flat(order.details) };
}

const nameIn = <K, T extends { name: string }>(map: Map<K, T>, id: K | null) =>
  id === null ? null : (map.get(id)?.name ?? null);

/** A price kept with the choice when it was bought ("20.00"), else null. */
const paidPrice = (v: unknown): string | null => (typeof v === "string" && API_DECIMAL.test(v) ? v : null);

/**
 * The configuration's fields as bought: names and prices kept with the choice (as the line's description
 * reads them), the catalogue's only for older orders that kept ids alone.
 */
function prescriptionProFields(order: OrderRow, items: OrderItemRow[], byId: ById) {
  const d = selectionOf(order, items);
  const first = items[0];
  const frameColorId = intOf(d.frameColorId ?? d.colorId) ?? first?.colorId ?? null;
  const lensId = intOf(d.prescriptionLensTypeId ?? d.lensTypeId) ?? first?.prescriptionLensTypeId ?? null;
  const lens = lensId === null ? undefined : byId.prescriptionLensTypes.get(lensId);
  const finishId = intOf(d.finishId);
  const finish = finishId === null ? undefined : byId.finishes.get(finishId);
  return {
    visionType: textOf(d.visionType ?? d.visionTypeId),
    frameColorId,
    frameColorName: textOf(d.frameColorName) ?? nameIn(byId.colors, frameColorId),
    prescriptionLensTypeId: lensId,
    prescriptionLensTypeName: textOf(d.prescriptionLensTypeName) ?? lens?.name ?? null,
    prescriptionLensPrice:
      paidPrice(d.lensUpgradePrice) ?? (lens ? penceToDecimal(lens.additionalPricePence) : null),
    finishId,
    finishName: textOf(d.finishName) ?? finish?.name ?? null,
    finishPrice: paidPrice(d.finishPrice) ?? (finish ? penceToDecimal(finish.pricePence) : null),
  };
}

export function toAdminOrder(order: OrderRow, items: OrderItemRow[], byId: ById): AdminOrder {
  const first = items[0];
  const isPro = order.orderType === "prescription_pro";
  const pro = isPro ? prescriptionProFields(order, items, byId) : undefined;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    ...contactOf(order),
    orderType: order.orderType,
    status: order.status as OrderStatus,
    total: penceToDecimal(order.totalPence),
    subtotal: penceToDecimal(order.subtotalPence),
    shipping: penceToDecimal(order.shippingPence),
    discountAmount: penceToDecimal(order.discountPence),
    charged: penceToDecimal(chargeOf(order)),
    refunded: penceToDecimal(order.refundedPence),
    discountCode: order.discountCode,
    discountCodeId: order.discountCodeId,
    quantity: items.reduce((sum, i) => sum + i.quantity, 0),
    productId: first?.productId ?? null,
    colorId: pro?.frameColorId ?? first?.colorId ?? null,
    primaryLensTypeId: first?.primaryLensTypeId ?? null,
    prescriptionLensTypeId: pro?.prescriptionLensTypeId ?? first?.prescriptionLensTypeId ?? null,
    prescriptionId:
      order.prescriptionId ?? items.find((i) => i.prescriptionId !== null)?.prescriptionId ?? null,
    sockSizeId: first?.sockSizeId ?? null,
    stripePaymentIntentId: order.paymentIntentId,
    carrierOrderId: order.carrierOrderId,
    shippingTrackingNumber: order.trackingNumber,
    shippingStatus: order.shippingStatus,
    items: items.map((i) => toAdminItem(i, byId, order.details)),
    isPrescriptionOrder: isPro || order.orderType === "prescription",
    needsPrescription: order.needsPrescription,
    visionType: pro?.visionType ?? null,
    frameColorId: pro?.frameColorId ?? null,
    frameColorName: pro?.frameColorName ?? null,
    prescriptionLensTypeName: pro?.prescriptionLensTypeName ?? null,
    prescriptionLensPrice: pro?.prescriptionLensPrice ?? null,
    finishId: pro?.finishId ?? null,
    finishName: pro?.finishName ?? null,
    finishPrice: pro?.finishPrice ?? null,
  };
}

export function toPrescriptionOrderRow(
  order: OrderRow,
  items: OrderItemRow[],
  byId: ById,
): PrescriptionOrderRow {
  const pro = prescriptionProFields(order, items, byId);
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    customer_phone: order.customerPhone,
    customer_address: order.customerAddress,
    customer_city: order.customerCity,
    customer_postcode: order.customerPostcode,
    customer_country: order.customerCountry,
    order_status: order.status,
    total_price: penceToDecimal(order.totalPence),
    vision_type: pro.visionType,
    frame_color_id: pro.frameColorId,
    prescription_lens_type_id: pro.prescriptionLensTypeId,
    finish_id: pro.finishId,
    carrier_order_id: order.carrierOrderId,
    tracking_number: order.trackingNumber,
    shipping_status: order.shippingStatus,
    stripe_payment_intent_id: order.paymentIntentId,
  };
}

export function toAfricaRow(order: OrderRow, items: OrderItemRow[], byId: ById): AfricaOrderRow {
  const d = selectionOf(order, items);
  const frameId = intOf(d.frameId);
  const visionTypeId = intOf(d.visionTypeId);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    name: order.customerName,
    email: order.customerEmail,
    frameId,
    frameName: nameIn(byId.africaFrames, frameId),
    visionTypeId,
    visionTypeName: nameIn(byId.africaVisionTypes, visionTypeId),
    description: items.map((i) => lineDescription(i, byId, order.details)).join("; "),
    status: order.status,
    totalPrice: penceToDecimal(order.totalPence),
  };
}
