import type { CustomerInput } from "#shared/schemas/checkout.ts";
import { apiRequest } from "#web/lib/api.ts";

/**
 * PATCH /api/checkout/{id}/customer: the shipping details reach the pending order before the card is
 * charged, so a webhook that completes the order first can still send the confirmation email.
 */
export async function updateCheckoutCustomer(
  paymentIntentId: string,
  customer: CustomerInput,
): Promise<void> {
  await apiRequest("PATCH", `/api/checkout/${encodeURIComponent(paymentIntentId)}/customer`, customer);
}
