import { CheckoutResponse, type CreatePaymentIntentBody } from "#shared/schemas/checkout.ts";
import { apiRequest } from "#web/lib/api.ts";

/**
 * POST /api/create-payment-intent: the server prices the lines, records a pending order and creates the
 * payment for exactly its charge. With the previous payment and its `checkoutToken`, that pending order
 * is re-priced in place (same payment), or replaced when it can no longer change.
 */
export async function createPaymentIntent(body: CreatePaymentIntentBody): Promise<CheckoutResponse> {
  const res = await apiRequest("POST", "/api/create-payment-intent", body);
  return CheckoutResponse.parse(await res.json());
}
