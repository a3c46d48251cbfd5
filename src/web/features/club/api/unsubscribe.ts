import { useMutation, useQuery } from "@tanstack/react-query";
import type { UnsubscribeResult } from "#shared/schemas/club.ts";
import { apiRequest, readJson } from "#web/lib/api.ts";

const url = (token: string) => `/api/club/unsubscribe?t=${encodeURIComponent(token)}`;

/** GET: which address the link is for (masked); a forged link answers 400. Changes nothing. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: [url(token)],
    queryFn: async () => readJson<UnsubscribeResult>(await apiRequest("GET", url(token))),
    retry: false,
    enabled: token !== "",
  });
}

/** POST: unsubscribes the link's address from club emails. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: async () => readJson<UnsubscribeResult>(await apiRequest("POST", url(token))),
  });
}
