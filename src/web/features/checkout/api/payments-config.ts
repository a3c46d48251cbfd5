import { useQuery } from "@tanstack/react-query";
import { PaymentsConfig } from "#shared/schemas/checkout.ts";
import { apiRequest } from "#web/lib/api.ts";

const PAYMENTS_CONFIG_URL = "/api/config/payments";

/** GET /api/config/payments: which card provider the server uses, and Stripe's publishable key. */
async function fetchPaymentsConfig(): Promise<PaymentsConfig> {
  const res = await apiRequest("GET", PAYMENTS_CONFIG_URL);
  return PaymentsConfig.parse(await res.json());
}

export function usePaymentsConfig() {
  return useQuery({
    queryKey: [PAYMENTS_CONFIG_URL],
    queryFn: fetchPaymentsConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}
