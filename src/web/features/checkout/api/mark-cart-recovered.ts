import { apiRequest } from "#web/lib/api.ts";

/** POST /api/abandoned-carts/{email}/mark-recovered: no body. */
export async function markCartRecovered(email: string): Promise<void> {
  await apiRequest("POST", `/api/abandoned-carts/${encodeURIComponent(email)}/mark-recovered`);
}
