import { OrderStatusResponse } from "#shared/schemas/orders.ts";
import { apiRequest } from "#web/lib/api.ts";
import { type HeldPayment, secretHeader } from "./held-payment.ts";

/** POST /api/orders/update-status: completed only when the provider confirms it; failed otherwise. */
export async function updateOrderStatus(
  payment: HeldPayment,
  status: "completed" | "failed",
): Promise<OrderStatusResponse> {
  const body = { stripePaymentIntentId: payment.paymentIntentId, status };
  const res = await apiRequest("POST", "/api/orders/update-status", body, secretHeader(payment));
  return OrderStatusResponse.parse(await res.json());
}
