import { apiRequest } from "#web/lib/api.ts";
import { cartTokenHeader } from "../lib/cart-token.ts";

/** POST /api/abandoned-carts/{email}/mark-recovered: no body; this browser's cart token in a header. */
export async function markCartRecovered(email: string): Promise<void> {
  const url = `/api/abandoned-carts/${encodeURIComponent(email)}/mark-recovered`;
  await apiRequest("POST", url, undefined, cartTokenHeader());
}
