import { useMutation } from "@tanstack/react-query";
import { OrderPage } from "#shared/schemas/order-lookup.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/order-lookup/cancel: cancels the order of the page's token, answering the page as it is now. */
async function cancelOrder(token: string): Promise<OrderPage> {
  const res = await apiRequest("POST", "/api/order-lookup/cancel", { t: token });
  return OrderPage.parse(await res.json());
}

export function useCancelOrder(onCancelled: (page: OrderPage) => void) {
  return useMutation({ mutationFn: cancelOrder, onSuccess: onCancelled });
}
