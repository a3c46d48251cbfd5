import { useQuery } from "@tanstack/react-query";
import { OrderByPaymentIntent } from "#shared/schemas/orders.ts";
import { apiRequest } from "#web/lib/api.ts";

export const orderByPaymentIntentUrl = (paymentIntentId: string) =>
  `/api/orders/by-payment-intent/${encodeURIComponent(paymentIntentId)}`;

/** GET /api/orders/by-payment-intent/{id}: the order's total for the confirmation page. */
export async function fetchOrderByPaymentIntent(paymentIntentId: string): Promise<OrderByPaymentIntent> {
  const res = await apiRequest("GET", orderByPaymentIntentUrl(paymentIntentId));
  return OrderByPaymentIntent.parse(await res.json());
}

/** While a paid order waits for its completion call, its number is not given yet: asks again a few times. */
export function useOrderByPaymentIntent(paymentIntentId: string | null, awaitNumber = false) {
  return useQuery({
    queryKey: [orderByPaymentIntentUrl(paymentIntentId ?? "")],
    queryFn: () => fetchOrderByPaymentIntent(paymentIntentId as string),
    enabled: paymentIntentId !== null,
    retry: 2,
    refetchInterval: (query) =>
      awaitNumber && !query.state.data?.order.orderNumber && query.state.dataUpdateCount < 20 ? 1000 : false,
  });
}
