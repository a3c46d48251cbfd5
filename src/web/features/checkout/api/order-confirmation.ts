import { useQuery } from "@tanstack/react-query";
import { OrderConfirmation } from "#shared/schemas/order-confirmation.ts";
import { ApiError, apiRequest } from "#web/lib/api.ts";

export const ORDER_CONFIRMATION_URL = "/api/order-confirmation";

/** While the bank decides, the page asks again this often, for up to ten minutes. */
const CONFIRMATION_POLL_MS = 2000;
const MAX_POLLS = 300;

interface ConfirmationKey {
  paymentIntentId: string;
  token: string;
}

/** POST /api/order-confirmation: what the server knows of this checkout's payment (404 for any other). */
async function fetchOrderConfirmation(key: ConfirmationKey): Promise<OrderConfirmation> {
  const res = await apiRequest("POST", ORDER_CONFIRMATION_URL, key);
  return OrderConfirmation.parse(await res.json());
}

/** Asks until the payment is placed or refused; a 4xx (forged, foreign, expired) is final at once. */
export function useOrderConfirmation(key: ConfirmationKey | null) {
  return useQuery({
    queryKey: [ORDER_CONFIRMATION_URL, key?.paymentIntentId ?? "", key?.token ?? ""],
    queryFn: () => fetchOrderConfirmation(key as ConfirmationKey),
    enabled: key !== null,
    retry: (count, error) =>
      !(error instanceof ApiError && error.status < 500 && error.status !== 429) && count < 3,
    refetchInterval: (query) =>
      query.state.data?.state === "processing" && query.state.dataUpdateCount < MAX_POLLS
        ? CONFIRMATION_POLL_MS
        : false,
  });
}
