import { useQuery } from "@tanstack/react-query";
import { OrderPage } from "#shared/schemas/order-lookup.ts";
import { apiRequest } from "#web/lib/api.ts";

const url = (token: string) => `/api/order-lookup?t=${encodeURIComponent(token)}`;

/** GET /api/order-lookup?t=...: the order of a signed link from an order email (403 forged, 410 expired). */
async function fetchOrderByToken(token: string): Promise<OrderPage> {
  const res = await apiRequest("GET", url(token));
  return OrderPage.parse(await res.json());
}

export function useOrderByToken(token: string | null) {
  return useQuery({
    queryKey: [url(token ?? "")],
    queryFn: () => fetchOrderByToken(token as string),
    enabled: token !== null,
    retry: false,
  });
}
