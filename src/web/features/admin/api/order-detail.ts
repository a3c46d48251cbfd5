import { useQuery } from "@tanstack/react-query";
import { AdminOrderDetail } from "#shared/schemas/admin-orders.ts";
import { ADMIN_META, ORDERS_URL } from "./admin-query.ts";
import { getAdminJson } from "./orders.ts";

export const orderDetailUrl = (orderId: number) => `/api/admin/orders/${orderId}`;

/** GET /api/admin/orders/:id: items, amounts, history and refunds of one order. */
export function useOrderDetail(orderId: number) {
  return useQuery({
    queryKey: [ORDERS_URL, "detail", orderId],
    queryFn: ({ signal }) => getAdminJson(orderDetailUrl(orderId), signal),
    select: (data) => AdminOrderDetail.parse(data),
    meta: ADMIN_META,
    staleTime: 30_000,
  });
}
