import { CheckoutResponse, type PrescriptionProOrderBody } from "#shared/schemas/checkout.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/prescription-pro/orders: the server prices the configuration and creates its payment. */
export async function createPrescriptionProOrder(body: PrescriptionProOrderBody): Promise<CheckoutResponse> {
  const res = await apiRequest("POST", "/api/prescription-pro/orders", body);
  return CheckoutResponse.parse(await res.json());
}
