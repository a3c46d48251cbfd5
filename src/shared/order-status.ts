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

export const ORDER_STATUSES = [...ADMIN_ORDER_STATUSES, "failed", "lapsed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const AFRICA_ADMIN_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;

/** Statuses that mean the provider confirmed the money arrived. */
export const PAID_STATUSES: readonly OrderStatus[] = [
  "paid",
  "processing",
  "shipped",
  "delivered",
  "completed",
];

/** Never paid: a checkout nobody finished. Hidden from the admin's default list, deleted after 30 days. */
export const UNPLACED_STATUSES: readonly OrderStatus[] = ["pending", "failed", "lapsed"];

/**
 * Allowed changes. Reaching a paid status from an unpaid one needs the payment provider's word;
 * cancelling or refunding a paid order moves money back first (orders/lifecycle.ts).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "completed", "failed", "cancelled", "lapsed"],
  failed: ["pending", "paid", "completed", "cancelled", "lapsed"],
  lapsed: ["paid", "completed"],
  paid: ["processing", "shipped", "delivered", "completed", "cancelled", "refunded"],
  processing: ["paid", "shipped", "delivered", "completed", "cancelled", "refunded"],
  shipped: ["processing", "delivered", "completed", "refunded"],
  delivered: ["shipped", "completed", "refunded"],
  completed: ["paid", "processing", "shipped", "delivered", "cancelled", "refunded"],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isPaidStatus(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/** Changes that claim money was received; they need the payment provider's word. */
export function needsPaymentProof(from: OrderStatus, to: OrderStatus): boolean {
  return !PAID_STATUSES.includes(from) && PAID_STATUSES.includes(to);
}

/** Changes that give money back: a paid order cancelled or refunded. */
export function movesMoneyBack(from: OrderStatus, to: OrderStatus): boolean {
  return PAID_STATUSES.includes(from) && (to === "cancelled" || to === "refunded");
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
