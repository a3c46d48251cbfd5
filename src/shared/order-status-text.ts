/** What a shopper reads for each status of an order they placed (the order page, its timeline, emails). */
const SHOPPER_TEXT: Record<string, string> = {
  paid: "Order placed",
  awaiting_prescription: "Waiting for your prescription",
  awaiting_verification: "Prescription being checked",
  prescription_query: "Question about your prescription",
  verified: "Prescription verified",
  with_lab: "Lenses being made",
  quality_check: "Lenses being checked",
  ready_to_dispatch: "Ready to dispatch",
  processing: "Being prepared",
  shipped: "Shipped",
  delivered: "Delivered",
  completed: "Completed",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** The same statuses as the shop's staff name them. */
const STAFF_TEXT: Record<string, string> = {
  awaiting_prescription: "Awaiting prescription",
  awaiting_verification: "Awaiting verification",
  prescription_query: "Prescription query",
  verified: "Verified",
  with_lab: "With the lab",
  quality_check: "Quality check",
  ready_to_dispatch: "Ready to dispatch",
};

const words = (status: string) => status.replaceAll("_", " ");

export const shopperStatusText = (status: string): string => SHOPPER_TEXT[status] ?? words(status);
export const staffStatusText = (status: string): string => STAFF_TEXT[status] ?? words(status);
