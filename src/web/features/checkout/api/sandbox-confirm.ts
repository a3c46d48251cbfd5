import { type SandboxConfirmBody, SandboxResult } from "#shared/schemas/checkout.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/sandbox/payment-intents/{id}/confirm: the sandbox's confirmCardPayment. */
export async function confirmSandboxPayment(
  paymentIntentId: string,
  body: SandboxConfirmBody,
): Promise<SandboxResult> {
  const url = `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`;
  const res = await apiRequest("POST", url, body);
  return SandboxResult.parse(await res.json());
}
