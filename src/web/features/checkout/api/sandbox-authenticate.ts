import { SandboxResult } from "#shared/schemas/checkout.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/sandbox/payment-intents/{id}/authenticate: the test 3-D Secure page's Complete or Fail. */
export async function authenticateSandboxPayment(
  paymentIntentId: string,
  clientSecret: string,
  outcome: "complete" | "fail",
): Promise<SandboxResult> {
  const url = `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/authenticate`;
  const res = await apiRequest("POST", url, { clientSecret, outcome });
  return SandboxResult.parse(await res.json());
}
