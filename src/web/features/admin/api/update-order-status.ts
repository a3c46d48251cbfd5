import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderStatus } from "#shared/order-status.ts";
import { StatusChangeResponse } from "#shared/schemas/admin.ts";
import { apiRequest } from "#web/lib/api.ts";
import { invalidateOrders } from "./admin-query.ts";

const UPDATE_ORDER_STATUS_URL = "/api/orders/update-status-by-id";

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { orderId: number; status: OrderStatus }) => {
      const res = await apiRequest("PATCH", UPDATE_ORDER_STATUS_URL, input);
      return StatusChangeResponse.parse(await res.json());
    },
    onSuccess: (_data, input) => invalidateOrders(queryClient, input.orderId),
  });
}
