import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { AdminOrderList, type AdminOrdersQuery } from "#shared/schemas/admin-orders.ts";
import { ordersSearch } from "#web/features/admin/lib/orders.ts";
import { getWithAuth, readJson } from "#web/lib/api.ts";
import { ADMIN_META, ORDERS_URL } from "./admin-query.ts";

/** An admin GET whose key starts with ORDERS_URL, so every change to an order refetches it. */
export async function getAdminJson(url: string, signal?: AbortSignal): Promise<unknown> {
  return readJson<unknown>((await getWithAuth(url, "throw", signal)) as Response);
}

/** GET /api/orders: one page of orders (placed ones unless the filter says otherwise) and the total. */
export function useOrders(query: AdminOrdersQuery) {
  const search = ordersSearch(query);
  return useQuery({
    queryKey: [ORDERS_URL, search],
    queryFn: ({ signal }) => getAdminJson(`${ORDERS_URL}?${search}`, signal),
    select: (data) => AdminOrderList.parse(data),
    // The table stays while the next page or filter loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    meta: ADMIN_META,
    staleTime: 30_000,
  });
}
