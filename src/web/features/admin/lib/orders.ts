import {
  ADMIN_ORDER_STATUSES,
  isOrderStatus,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from "#shared/order-status.ts";
import type { AdminOrder, PrescriptionOrderRow } from "#shared/schemas/admin.ts";
import { FINISH_NAMES, FRAME_COLOUR_NAMES, nameOf, PRESCRIPTION_LENS_TYPE_NAMES } from "./fixed-ids.ts";

export const ORDER_TYPE_FILTERS = [
  ["all", "All Orders"],
  ["primary", "Primary+ Sunglasses"],
  ["prescription", "Prescription Sunglasses"],
  ["prescription_pro", "Prescription Pro Orders"],
  ["socks", "Socks"],
  ["spare", "Spare Parts"],
  ["accessories", "Accessories"],
  ["multi", "Multi-Product Orders"],
] as const;
export type OrderTypeFilter = (typeof ORDER_TYPE_FILTERS)[number][0];

const TYPE_LABELS: Record<string, string> = {
  primary: "Primary+ Sunglasses",
  prescription: "Prescription Sunglasses",
  prescription_pro: "Prescription Pro",
  socks: "Socks",
  spare: "Spare Parts",
  accessories: "Accessories",
  multi: "Multi-Product",
  africa_r3d: "Africa R3D",
};

export const orderTypeLabel = (type: string) => TYPE_LABELS[type] ?? type.replaceAll("_", " ");

export function filterOrders(orders: AdminOrder[], filter: OrderTypeFilter): AdminOrder[] {
  return filter === "all" ? orders : orders.filter((o) => o.orderType === filter);
}

export const visionTypeLabel = (visionType: string | null) =>
  visionType === null ? null : visionType === "single_vision" ? "Single Vision" : "Varifocal";

/** "Primary+ Sports Sunglasses × 1, Sports Socks × 3", or the prescription-pro choices. */
export function productsSummary(order: AdminOrder): string {
  if (order.items.length === 0 && order.orderType === "prescription_pro") {
    return ["Prescription Pro", visionTypeLabel(order.visionType), order.frameColorName]
      .filter(Boolean)
      .join(" · ");
  }
  return order.items.map((i) => `${i.productName} × ${i.quantity}`).join(", ");
}

/** What an item's options read as: colour, lens, prescription lens, sock size. */
export function itemOptions(item: AdminOrder["items"][number]): string {
  return [item.colorName, item.lensTypeName, item.prescriptionLensTypeName, item.sockSizeName]
    .filter(Boolean)
    .join(", ");
}

/** The statuses the admin may pick from the current one: the transition table, less storefront-only ones. */
export function nextStatuses(current: string): OrderStatus[] {
  if (!isOrderStatus(current)) return [];
  const offered: readonly string[] = ADMIN_ORDER_STATUSES;
  return ORDER_TRANSITIONS[current].filter((s) => offered.includes(s));
}

/** A snake_case prescription-pro row as an order, named from the fixed id tables. */
export function prescriptionRowToOrder(row: PrescriptionOrderRow): AdminOrder {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.customer_name,
    email: row.customer_email,
    phone: row.customer_phone,
    address: row.customer_address,
    city: row.customer_city,
    postcode: row.customer_postcode,
    country: row.customer_country,
    orderType: "prescription_pro",
    status: isOrderStatus(row.order_status) ? row.order_status : "pending",
    total: row.total_price,
    subtotal: row.total_price,
    shipping: "0.00",
    discountAmount: "0.00",
    discountCode: null,
    discountCodeId: null,
    quantity: 1,
    productId: 7,
    colorId: row.frame_color_id,
    primaryLensTypeId: null,
    prescriptionLensTypeId: row.prescription_lens_type_id,
    prescriptionId: null,
    sockSizeId: null,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    carrierOrderId: row.carrier_order_id,
    shippingTrackingNumber: row.tracking_number,
    shippingStatus: row.shipping_status,
    items: [],
    isPrescriptionOrder: true,
    visionType: row.vision_type,
    frameColorId: row.frame_color_id,
    frameColorName: nameOf(FRAME_COLOUR_NAMES, row.frame_color_id),
    prescriptionLensTypeName: nameOf(PRESCRIPTION_LENS_TYPE_NAMES, row.prescription_lens_type_id),
    finishId: row.finish_id,
    finishName: nameOf(FINISH_NAMES, row.finish_id),
    finishPrice: null,
  };
}

/** Orders plus any prescription-pro row the order list lacks, newest first. */
export function mergeOrders(orders: AdminOrder[], rows: PrescriptionOrderRow[]): AdminOrder[] {
  const known = new Set(orders.map((o) => o.id));
  const extra = rows.filter((r) => !known.has(r.id)).map(prescriptionRowToOrder);
  if (extra.length === 0) return orders;
  return [...orders, ...extra].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
}
