import { PaymentIntentView } from "#shared/schemas/checkout.ts";
import { apiRequest } from "#web/lib/api.ts";
import { type HeldPayment, secretHeader } from "./held-payment.ts";

/** GET /api/payment-intent/{id}: the provider's current status of the payment. */
export async function fetchPaymentIntentStatus(payment: HeldPayment): Promise<string> {
  const url = `/api/payment-intent/${encodeURIComponent(payment.paymentIntentId)}`;
  const res = await apiRequest("GET", url, undefined, secretHeader(payment));
  return PaymentIntentView.parse(await res.json()).status;
}
