import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api.ts";
import { forgetSession } from "../use-auth.ts";

const LOGOUT_URL = "/api/logout";

/**
 * Revokes the session on the server (which clears the cookie), then forgets it and every admin answer
 * held in memory, even when the call fails: the admin asked to be signed out of this browser.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest("POST", LOGOUT_URL);
      } finally {
        forgetSession(queryClient);
        queryClient.removeQueries({ predicate: (q) => q.meta?.admin === true });
      }
    },
  });
}
