import { z } from "zod";
import { OrderItemView } from "#shared/schemas/orders.ts";
import { apiRequest } from "#web/lib/api.ts";
import { type HeldPayment, secretHeader } from "./held-payment.ts";

/** GET /api/orders/{id}/items: the items already recorded, checked before any are sent. */
export async function fetchOrderItems(orderId: number, payment: HeldPayment): Promise<OrderItemView[]> {
  const res = await apiRequest("GET", `/api/orders/${orderId}/items`, undefined, secretHeader(payment));
  return z.array(OrderItemView).parse(await res.json());
}
