import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveFile } from "#web/features/admin/lib/save-file.ts";
import { apiRequest } from "#web/lib/api.ts";
import { PRIVACY_REQUESTS_URL } from "./admin-query.ts";

/** POST /api/admin/privacy/export: the subject access export, saved as a JSON file. */
export function usePrivacyExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => {
      const res = await apiRequest("POST", "/api/admin/privacy/export", { email });
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
      saveFile(await res.blob(), name ?? "subject-access.json");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PRIVACY_REQUESTS_URL] }),
  });
}
