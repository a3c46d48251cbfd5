import { OrderStatusResponse } from "#shared/schemas/orders.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/orders/update-status: completed only when the provider confirms it; failed otherwise. */
export async function updateOrderStatus(
  paymentIntentId: string,
  status: "completed" | "failed",
): Promise<OrderStatusResponse> {
  const res = await apiRequest("POST", "/api/orders/update-status", {
    stripePaymentIntentId: paymentIntentId,
    status,
  });
  return OrderStatusResponse.parse(await res.json());
}
