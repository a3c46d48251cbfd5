import { useQuery } from "@tanstack/react-query";
import { OrderByPaymentIntent } from "#shared/schemas/orders.ts";
import { apiRequest } from "#web/lib/api.ts";
import { type HeldPayment, secretHeader } from "./held-payment.ts";

export const orderByPaymentIntentUrl = (paymentIntentId: string) =>
  `/api/orders/by-payment-intent/${encodeURIComponent(paymentIntentId)}`;

/** GET /api/orders/by-payment-intent/{id}: the order's total for the confirmation page. */
export async function fetchOrderByPaymentIntent(payment: HeldPayment): Promise<OrderByPaymentIntent> {
  const url = orderByPaymentIntentUrl(payment.paymentIntentId);
  const res = await apiRequest("GET", url, undefined, secretHeader(payment));
  return OrderByPaymentIntent.parse(await res.json());
}

/** While a paid order waits for its completion call, its number is not given yet: asks again a few times. */
export function useOrderByPaymentIntent(payment: HeldPayment | null, awaitNumber = false) {
  return useQuery({
    queryKey: [orderByPaymentIntentUrl(payment?.paymentIntentId ?? "")],
    queryFn: () => fetchOrderByPaymentIntent(payment as HeldPayment),
    enabled: payment !== null,
    retry: 2,
    refetchInterval: (query) =>
      awaitNumber && !query.state.data?.order.orderNumber && query.state.dataUpdateCount < 20 ? 1000 : false,
  });
}
