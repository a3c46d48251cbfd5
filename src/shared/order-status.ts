export const ORDER_STATUSES = [
  "pending",
  "paid",
  "processing",
  "shipped",
  "delivered",
  "completed",
  "cancelled",
  "refunded",
  "failed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses the admin dashboard offers (back-office.md §4). */
export const ADMIN_ORDER_STATUSES = [
  "pending",
  "paid",
  "processing",
  "shipped",
  "delivered",
  "completed",
  "cancelled",
  "refunded",
] as const;

export const AFRICA_ADMIN_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;

/** Statuses that mean the provider confirmed the money arrived. */
export const PAID_STATUSES: readonly OrderStatus[] = [
  "paid",
  "processing",
  "shipped",
  "delivered",
  "completed",
];

/**
 * Allowed changes. Reaching paid or completed from pending/failed is only done by the payment
 * verification path, never by a plain status call.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "completed", "failed", "cancelled"],
  failed: ["pending", "paid", "completed", "cancelled"],
  paid: ["processing", "shipped", "delivered", "completed", "cancelled", "refunded"],
  processing: ["paid", "shipped", "delivered", "completed", "cancelled", "refunded"],
  shipped: ["processing", "delivered", "completed", "refunded"],
  delivered: ["shipped", "completed", "refunded"],
  completed: ["processing", "shipped", "delivered", "refunded"],
  cancelled: ["pending"],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Changes that claim money was received; they need the payment provider's word. */
export function needsPaymentProof(from: OrderStatus, to: OrderStatus): boolean {
  return !PAID_STATUSES.includes(from) && PAID_STATUSES.includes(to);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
