import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PrivacyEraseResult } from "#shared/schemas/privacy.ts";
import { apiRequest } from "#web/lib/api.ts";
import { DASHBOARD_DATA_URLS, EMAILS_URL, PRIVACY_REQUESTS_URL } from "./admin-query.ts";

/** POST /api/admin/privacy/erase: erases the address; every list that showed its records is refetched. */
export function usePrivacyErase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const res = await apiRequest("POST", "/api/admin/privacy/erase", { email });
      return PrivacyEraseResult.parse(await res.json());
    },
    onSettled: () =>
      Promise.all(
        [PRIVACY_REQUESTS_URL, EMAILS_URL, ...DASHBOARD_DATA_URLS].map((url) =>
          queryClient.invalidateQueries({ queryKey: [url] }),
        ),
      ),
  });
}
