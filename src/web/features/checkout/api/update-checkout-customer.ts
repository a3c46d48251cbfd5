import type { CustomerInput } from "#shared/schemas/checkout.ts";
import { apiRequest } from "#web/lib/api.ts";
import { type HeldPayment, secretHeader } from "./held-payment.ts";

/**
 * PATCH /api/checkout/{id}/customer: the shipping details reach the pending order before the card is
 * charged, so a webhook that completes the order first can still send the confirmation email.
 */
export async function updateCheckoutCustomer(payment: HeldPayment, customer: CustomerInput): Promise<void> {
  const url = `/api/checkout/${encodeURIComponent(payment.paymentIntentId)}/customer`;
  await apiRequest("PATCH", url, customer, secretHeader(payment));
}
