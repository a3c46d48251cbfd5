import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PaymentRequestView } from "#shared/schemas/repayment.ts";
import { apiRequest } from "#web/lib/api.ts";
import { EMAILS_URL, invalidateOrders } from "./admin-query.ts";
import { orderDetailUrl } from "./order-detail.ts";

/** POST /api/admin/orders/:id/payment-request: the shopper of an order held for review is asked for the total. */
export function useRequestPayment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", `${orderDetailUrl(orderId)}/payment-request`);
      return PaymentRequestView.parse(await res.json());
    },
    onSettled: () =>
      Promise.all([
        invalidateOrders(queryClient, orderId),
        queryClient.invalidateQueries({ queryKey: [EMAILS_URL] }),
      ]),
  });
}
