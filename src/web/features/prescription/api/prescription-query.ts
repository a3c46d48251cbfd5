import { useMutation, useQuery } from "@tanstack/react-query";
import { ShopperQuery } from "#shared/schemas/prescription-work.ts";
import { apiRequest } from "#web/lib/api.ts";

const url = (token: string) => `/api/prescription-query?q=${encodeURIComponent(token)}`;

/** GET /api/prescription-query: the shop's question a signed link opens (403 forged, 410 expired). */
export function useShopperQuery(token: string | null) {
  return useQuery({
    queryKey: [url(token ?? "")],
    queryFn: async () => ShopperQuery.parse(await (await apiRequest("GET", url(token as string))).json()),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/prescription-query/confirm: the prescription as sent is right (409 once answered). */
export function useConfirmQuery() {
  return useMutation({
    mutationFn: async (token: string) => {
      await apiRequest("POST", "/api/prescription-query/confirm", { q: token });
    },
  });
}
