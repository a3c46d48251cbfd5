import { PaymentIntentView } from "#shared/schemas/checkout.ts";
import { apiRequest } from "#web/lib/api.ts";

/** GET /api/payment-intent/{id}: the provider's current status of the payment. */
export async function fetchPaymentIntentStatus(paymentIntentId: string): Promise<string> {
  const res = await apiRequest("GET", `/api/payment-intent/${encodeURIComponent(paymentIntentId)}`);
  return PaymentIntentView.parse(await res.json()).status;
}
