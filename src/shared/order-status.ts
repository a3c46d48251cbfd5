/** Statuses the admin dashboard offers. */
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

/**
 * `review`: the provider took an amount (or a currency) other than the order's charge. The order is not
 * placed; the owner refunds it or the shopper pays the difference (orders/payment-review.ts).
 */
export const ORDER_STATUSES = [...ADMIN_ORDER_STATUSES, "failed", "lapsed", "review"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const AFRICA_ADMIN_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;

/**
 * Statuses that mean the provider confirmed the money arrived: `paid` (placed, waiting to be made and
 * sent), then the admin's processing, shipped, delivered and completed (the order is finished).
 */
export const PAID_STATUSES: readonly OrderStatus[] = [
  "paid",
  "processing",
  "shipped",
  "delivered",
  "completed",
];

/**
 * Allowed changes. Reaching a paid status from an unpaid one needs the payment provider's word, and an
 * unpaid order only ever becomes `paid` (the money arrived; the order waits to be made and sent).
 * `completed` means the shop's work on the order is done: only the admin sets it, from a paid status
 * (decision 0033);
 * cancelling or refunding a paid order moves money back first (orders/lifecycle.ts).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "failed", "cancelled", "lapsed", "review"],
  failed: ["pending", "paid", "cancelled", "lapsed", "review"],
  lapsed: ["paid", "review"],
  review: ["paid", "refunded"],
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

/** Changes that give money back: a paid order (or one holding a payment under review) cancelled or refunded. */
export function movesMoneyBack(from: OrderStatus, to: OrderStatus): boolean {
  return holdsMoney(from) && (to === "cancelled" || to === "refunded");
}

/** The provider holds money for this order: it is paid, or its payment is under review. */
export function holdsMoney(status: string): boolean {
  return isPaidStatus(status) || status === "review";
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
