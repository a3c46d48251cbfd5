import { useQuery } from "@tanstack/react-query";
import { type ReturnsLookupBody, ShopperReturns } from "#shared/schemas/returns.ts";
import { apiRequest } from "#web/lib/api.ts";

/** How the order page proved it may see the order: its signed link, or the number and email typed. */
export type ReturnsAuth = { t: string } | ReturnsLookupBody;

const RETURNS_URL = "/api/returns";

export const returnsQueryKey = (auth: ReturnsAuth) =>
  "t" in auth ? [`${RETURNS_URL}?t=${encodeURIComponent(auth.t)}`] : [`${RETURNS_URL}/lookup`, auth];

/** GET /api/returns?t=... or POST /api/returns/lookup: what may go back, and the returns made so far. */
async function fetchReturns(auth: ReturnsAuth): Promise<ShopperReturns> {
  const res =
    "t" in auth
      ? await apiRequest("GET", `${RETURNS_URL}?t=${encodeURIComponent(auth.t)}`)
      : await apiRequest("POST", `${RETURNS_URL}/lookup`, auth);
  return ShopperReturns.parse(await res.json());
}

export function useShopperReturns(auth: ReturnsAuth) {
  return useQuery({ queryKey: returnsQueryKey(auth), queryFn: () => fetchReturns(auth), retry: false });
}
