import { apiRequest } from "#web/lib/api.ts";
import { type HeldPayment, secretHeader } from "./held-payment.ts";

/** POST /api/orders/{id}/items: one call per item. The server keeps the items it priced at checkout. */
export async function createOrderItem(orderId: number, item: object, payment: HeldPayment): Promise<void> {
  await apiRequest("POST", `/api/orders/${orderId}/items`, { ...item, orderId }, secretHeader(payment));
}
