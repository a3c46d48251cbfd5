import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RefundBody, RefundView } from "#shared/schemas/admin-orders.ts";
import { apiRequest } from "#web/lib/api.ts";
import { EMAILS_URL, invalidateOrders } from "./admin-query.ts";
import { orderDetailUrl } from "./order-detail.ts";

/** POST /api/admin/orders/:id/refunds: money back to the card; the shopper is emailed. */
export function useRefundOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RefundBody) => {
      const res = await apiRequest("POST", `${orderDetailUrl(orderId)}/refunds`, body);
      return RefundView.parse(await res.json());
    },
    onSettled: () =>
      Promise.all([
        invalidateOrders(queryClient, orderId),
        queryClient.invalidateQueries({ queryKey: [EMAILS_URL] }),
      ]),
  });
}
