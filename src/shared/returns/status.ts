/**
 * A return's statuses: requested by the shopper, approved or refused by the shop, the goods on their way
 * back (with the shop's label or the shopper's own postage), received and checked, then refunded (or closed
 * with a repair or replacement), and closed.
 */
export const RETURN_STATUSES = [
  "requested",
  "approved",
  "refused",
  "label_sent",
  "in_transit",
  "received",
  "refunded",
  "closed",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "refused"],
  approved: ["label_sent", "in_transit", "received"],
  label_sent: ["in_transit", "received"],
  in_transit: ["received"],
  received: ["refunded", "closed"],
  refunded: ["closed"],
  refused: [],
  closed: [],
};

export function canReturnTransition(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

export const isReturnStatus = (value: string): value is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(value);

/** A refused return gives its units back to the order: every other status keeps them counted. */
export const countsTowardsReturned = (status: string): boolean => status !== "refused";

/** The goods may still be on their way to the shop: a delivery by post can be received from here. */
export const AWAITING_GOODS: readonly ReturnStatus[] = ["approved", "label_sent", "in_transit"];

const SHOPPER_TEXT: Record<ReturnStatus, string> = {
  requested: "Return requested",
  approved: "Return approved: please send it back",
  refused: "Return not accepted",
  label_sent: "Returns label sent",
  in_transit: "On its way back to us",
  received: "Received and being checked",
  refunded: "Refunded",
  closed: "Closed",
};

const STAFF_TEXT: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  refused: "Refused",
  label_sent: "Label sent",
  in_transit: "In transit",
  received: "Received",
  refunded: "Refunded",
  closed: "Closed",
};

export const shopperReturnStatusText = (status: string): string =>
  isReturnStatus(status) ? SHOPPER_TEXT[status] : status.replaceAll("_", " ");
export const staffReturnStatusText = (status: string): string =>
  isReturnStatus(status) ? STAFF_TEXT[status] : status.replaceAll("_", " ");

/** Days the shop has to refund once the goods are back (CCR 2013 reg 34(6)). */
export const REFUND_DAYS_AFTER_RECEIPT = 14;
