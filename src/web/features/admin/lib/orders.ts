import { parseTypedPounds } from "#shared/money.ts";
import { itemsText } from "#shared/order-item-text.ts";
import {
  ADMIN_ORDER_STATUSES,
  isOrderStatus,
  isPrescriptionStage,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  PRESCRIPTION_TRANSITIONS,
} from "#shared/order-status.ts";
import type { AdminOrder } from "#shared/schemas/admin.ts";
import type { AdminOrdersQuery } from "#shared/schemas/admin-orders.ts";

export const ORDER_TYPE_FILTERS = [
  ["all", "All Orders"],
  ["primary", "Primary+ Sunglasses"],
  ["prescription", "Prescription Sunglasses"],
  ["prescription_pro", "Prescription Pro Orders"],
  ["socks", "Socks"],
  ["spare", "Spare Parts"],
  ["accessories", "Accessories"],
  ["africa_r3d", "Africa R3D"],
  ["multi", "Multi-Product Orders"],
] as const;
export type OrderTypeFilter = (typeof ORDER_TYPE_FILTERS)[number][0];

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

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

/**
 * "1 x Primary+ Sports Sunglasses (Celeste, Polarized); 3 x Sports Socks (Medium)": each line with the
 * server's description, as the CSV reads it; an older prescription-pro order without items, its choices.
 */
export function productsSummary(order: AdminOrder): string {
  if (order.items.length === 0 && order.orderType === "prescription_pro") {
    return ["Prescription Pro", visionTypeLabel(order.visionType), order.frameColorName]
      .filter(Boolean)
      .join(" · ");
  }
  return itemsText(order.items);
}

/** The moves from a status: a prescription order (or one at a prescription stage) follows the prescription table. */
const movesFrom = (status: OrderStatus, prescription: boolean) =>
  (prescription || isPrescriptionStage(status) ? PRESCRIPTION_TRANSITIONS : ORDER_TRANSITIONS)[status];

/**
 * The statuses the admin may pick from the current one: the transition table, less storefront-only ones
 * and the prescription stages (only their work enters them). A prescription order ready to dispatch is
 * marked shipped from here.
 */
export function nextStatuses(current: string, prescription = false): OrderStatus[] {
  if (!isOrderStatus(current)) return [];
  const offered: readonly string[] = ADMIN_ORDER_STATUSES;
  return movesFrom(current, prescription).filter((s) => offered.includes(s));
}

export const canCancel = (status: string, prescription = false) =>
  isOrderStatus(status) && movesFrom(status, prescription).includes("cancelled");

/** The list's query string, leaving out what the server assumes anyway. */
export function ordersSearch(query: AdminOrdersQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "" || value === null) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/** A refund amount as the admin typed it ("12.50", "£12.5") in pence; null unless a positive amount. */
export function refundAmountPence(text: string): number | null {
  const pence = parseTypedPounds(text);
  return pence !== null && pence > 0 ? pence : null;
}

/** A key for one refund or cancellation: made when its dialog opens, so a retry or a double click reuses it. */
export const newIdempotencyKey = () => crypto.randomUUID().replaceAll("-", "");
