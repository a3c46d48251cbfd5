import { parseDecimalToPence } from "#shared/money.ts";
import {
  ADMIN_ORDER_STATUSES,
  isOrderStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
} from "#shared/order-status.ts";
import type { AdminOrder } from "#shared/schemas/admin.ts";
import type { AdminOrdersQuery } from "#shared/schemas/admin-orders.ts";

export { itemOptions } from "#shared/order-item-text.ts";

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

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The status filter: placed orders (paid, whatever came after) by default, everything, or one status. */
export const STATUS_FILTERS: readonly (readonly [string, string])[] = [
  ["placed", "Placed orders"],
  ["all", "All orders"],
  ...ORDER_STATUSES.map((s) => [s, statusLabel(s)] as const),
];

export const SORTS = [
  ["newest", "Newest first"],
  ["oldest", "Oldest first"],
] as const;

export const PAGE_SIZES = [25, 50, 100, 200] as const;

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

/** The statuses the admin may pick from the current one: the transition table, less storefront-only ones. */
export function nextStatuses(current: string): OrderStatus[] {
  if (!isOrderStatus(current)) return [];
  const offered: readonly string[] = ADMIN_ORDER_STATUSES;
  return ORDER_TRANSITIONS[current].filter((s) => offered.includes(s));
}

export const canCancel = (status: string) =>
  isOrderStatus(status) && ORDER_TRANSITIONS[status].includes("cancelled");

/** The list's query string, leaving out what the server assumes anyway. */
export function ordersSearch(query: AdminOrdersQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "" || value === null) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** "12.50", "£12.5" or "12" typed by the admin -> 1250 pence; null unless a positive amount with at most 2 decimals. */
export function poundsToPence(text: string): number | null {
  const pence = parseDecimalToPence(text.trim().replace(/^£\s*/, ""));
  return pence !== null && pence > 0 ? pence : null;
}

/** A key for one refund or cancellation: made when its dialog opens, so a retry or a double click reuses it. */
export const newIdempotencyKey = () => crypto.randomUUID().replaceAll("-", "");
