import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CancelOrderBody, RefundView } from "#shared/schemas/admin-orders.ts";
import { apiRequest } from "#web/lib/api.ts";
import { EMAILS_URL, invalidateOrders } from "./admin-query.ts";
import { orderDetailUrl } from "./order-detail.ts";

/** POST /api/admin/orders/:id/cancel: a paid, unshipped order is cancelled and refunded in full; the shopper is emailed. */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CancelOrderBody) => {
      const res = await apiRequest("POST", `${orderDetailUrl(orderId)}/cancel`, body);
      return RefundView.parse(await res.json());
    },
    onSettled: () =>
      Promise.all([
        invalidateOrders(queryClient, orderId),
        queryClient.invalidateQueries({ queryKey: [EMAILS_URL] }),
      ]),
  });
}
