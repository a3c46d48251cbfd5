import { useMutation } from "@tanstack/react-query";
import { PrivacySearchResult } from "#shared/schemas/privacy.ts";
import { apiRequest } from "#web/lib/api.ts";

/** POST /api/admin/privacy/search: everything stored about one address (the address stays out of URLs). */
export function usePrivacySearch() {
  return useMutation({
    mutationFn: async (email: string) => {
      const res = await apiRequest("POST", "/api/admin/privacy/search", { email });
      return PrivacySearchResult.parse(await res.json());
    },
  });
}
