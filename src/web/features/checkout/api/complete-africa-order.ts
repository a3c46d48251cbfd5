import { OrderTotal } from "#shared/schemas/orders.ts";
import { apiRequest } from "#web/lib/api.ts";
import { type HeldPayment, secretHeader } from "./held-payment.ts";

/** POST /api/africa-r3d/orders: the Africa R3D flow's completion call (idempotent on the server). */
export async function completeAfricaOrder(
  data: Record<string, unknown>,
  payment: HeldPayment,
): Promise<OrderTotal> {
  const body = { ...data, stripePaymentIntentId: payment.paymentIntentId, status: "completed" };
  const res = await apiRequest("POST", "/api/africa-r3d/orders", body, secretHeader(payment));
  return OrderTotal.parse(await res.json());
}
