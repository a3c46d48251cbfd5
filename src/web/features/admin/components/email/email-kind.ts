const KIND_LABELS: Record<string, string> = {
  order_confirmation: "Order confirmation",
  club_code: "Club code",
  basket_reminder: "Basket reminder",
  tracking_number: "Shipped (tracking)",
  order_refunded: "Refund",
  order_cancelled: "Cancellation",
  order_delivered: "Delivered",
  contact_reply: "Contact reply",
  prescription_reminder: "Prescription reminder",
  prescription_received: "Prescription received",
  staff_invitation: "Staff invitation",
};
export const emailKindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replaceAll("_", " ");
