import { useQuery } from "@tanstack/react-query";
import { BasketRestoreResult } from "#shared/schemas/basket-reminder.ts";
import { apiRequest, readJson } from "#web/lib/api.ts";

const url = (token: string) => `/api/basket-restore?t=${encodeURIComponent(token)}`;

/** GET /api/basket-restore: the lines a reminder's link restores; 403 forged, 410 expired, 409 bought. */
export function useBasketRestore(token: string) {
  return useQuery({
    queryKey: [url(token)],
    queryFn: async () => BasketRestoreResult.parse(await readJson(await apiRequest("GET", url(token)))),
    retry: false,
    enabled: token !== "",
  });
}
