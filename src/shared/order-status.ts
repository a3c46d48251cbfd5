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
 * The stages a paid order with prescription lenses goes through before it is dispatched (then shipped and
 * delivered, as any order): its prescription is awaited, compared by a person with the copy (a query goes
 * back to the shopper), sent to the lens lab, and the lenses measured against the order before they may go.
 */
export const PRESCRIPTION_STAGES = [
  "awaiting_prescription",
  "awaiting_verification",
  "prescription_query",
  "verified",
  "with_lab",
  "quality_check",
  "ready_to_dispatch",
] as const;
export type PrescriptionStage = (typeof PRESCRIPTION_STAGES)[number];

/**
 * `review`: the provider took an amount (or a currency) other than the order's charge. The order is not
 * placed; the owner refunds it or the shopper pays the difference (orders/payment-review.ts).
 */
export const ORDER_STATUSES = [
  ...ADMIN_ORDER_STATUSES,
  "failed",
  "lapsed",
  "review",
  ...PRESCRIPTION_STAGES,
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const AFRICA_ADMIN_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;

/**
 * Statuses that mean the provider confirmed the money arrived: `paid` (placed, waiting to be made and
 * sent) or a prescription order's stage, then the admin's processing, shipped, delivered and completed (the
 * order is finished).
 */
export const PAID_STATUSES: readonly OrderStatus[] = [
  "paid",
  ...PRESCRIPTION_STAGES,
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
  awaiting_prescription: [],
  awaiting_verification: [],
  prescription_query: [],
  verified: [],
  with_lab: [],
  quality_check: [],
  ready_to_dispatch: [],
};

/**
 * A prescription order's changes. Its money arriving puts it at its first stage (its prescription awaited,
 * or awaiting verification when it came with the order), never at `paid`. It goes forward one stage at a
 * time; a query goes back to verification once the shopper answers, and a quality check that fails sends
 * it back to the lab for a re-make. It can be cancelled (with its money back) until it goes to the lab;
 * after that only a refund gives money back. Orders paid before the stages existed may still be `paid`.
 */
const RX_START: readonly OrderStatus[] = ["awaiting_prescription", "awaiting_verification"];
export const PRESCRIPTION_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [...RX_START, "failed", "cancelled", "lapsed", "review"],
  failed: ["pending", ...RX_START, "cancelled", "lapsed", "review"],
  lapsed: [...RX_START, "review"],
  review: [...RX_START, "refunded"],
  paid: [...RX_START, "cancelled", "refunded"],
  processing: [...RX_START, "cancelled", "refunded"],
  awaiting_prescription: ["awaiting_verification", "cancelled", "refunded"],
  awaiting_verification: ["prescription_query", "verified", "cancelled", "refunded"],
  prescription_query: ["awaiting_verification", "cancelled", "refunded"],
  verified: ["with_lab", "prescription_query", "cancelled", "refunded"],
  with_lab: ["quality_check", "refunded"],
  quality_check: ["with_lab", "ready_to_dispatch", "refunded"],
  ready_to_dispatch: ["shipped", "refunded"],
  shipped: ["delivered", "completed", "refunded"],
  delivered: ["completed", "refunded"],
  completed: ["refunded"],
  cancelled: [],
  refunded: [],
};

/** `prescription`: the order has a line made to a prescription, and follows its stages. */
export type OrderKind = "standard" | "prescription";

export function canTransition(from: OrderStatus, to: OrderStatus, kind: OrderKind = "standard"): boolean {
  return (kind === "prescription" ? PRESCRIPTION_TRANSITIONS : ORDER_TRANSITIONS)[from].includes(to);
}

export const orderKind = (order: { needsPrescription: boolean }): OrderKind =>
  order.needsPrescription ? "prescription" : "standard";

/** Where a prescription order's money puts it: its first stage, by whether its prescription came with it. */
export const firstPrescriptionStage = (hasPrescription: boolean): PrescriptionStage =>
  hasPrescription ? "awaiting_verification" : "awaiting_prescription";

/** The stages a shopper may still cancel in, for a full refund: before the lenses are being made. */
export const SHOPPER_CANCELLABLE: readonly OrderStatus[] = [
  "awaiting_prescription",
  "awaiting_verification",
  "prescription_query",
  "verified",
];

export const isPrescriptionStage = (status: string): status is PrescriptionStage =>
  (PRESCRIPTION_STAGES as readonly string[]).includes(status);

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
