import { OrderTotal } from "#shared/schemas/orders.ts";
import { apiRequest } from "#web/lib/api.ts";
import { type HeldPayment, secretHeader } from "./held-payment.ts";

/**
 * POST /api/orders: completes the order of this payment once the provider confirms it succeeded.
 * Idempotent on the server, keyed on the payment intent: a reload completes nothing twice.
 */
export async function completeOrder(
  data: Record<string, unknown>,
  payment: HeldPayment,
): Promise<OrderTotal> {
  const body = { ...data, stripePaymentIntentId: payment.paymentIntentId, status: "completed" };
  const res = await apiRequest("POST", "/api/orders", body, secretHeader(payment));
  return OrderTotal.parse(await res.json());
}
