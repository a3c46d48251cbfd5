import { OrderTotal } from "#shared/schemas/orders.ts";
import { apiRequest } from "#web/lib/api.ts";

/**
 * POST /api/orders: completes the order of this payment once the provider confirms it succeeded.
 * Idempotent on the server, keyed on the payment intent: a reload completes nothing twice.
 */
export async function completeOrder(
  data: Record<string, unknown>,
  paymentIntentId: string,
): Promise<OrderTotal> {
  const res = await apiRequest("POST", "/api/orders", {
    ...data,
    stripePaymentIntentId: paymentIntentId,
    status: "completed",
  });
  return OrderTotal.parse(await res.json());
}
