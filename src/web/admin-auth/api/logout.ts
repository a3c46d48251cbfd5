import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#web/lib/api.ts";
import { clearAuthToken } from "../auth-token.ts";

const LOGOUT_URL = "/api/logout";

/**
 * Revokes the session on the server, then forgets the token and every admin answer held in memory.
 * The token is cleared even when the call fails: the admin asked to be signed out of this browser.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest("POST", LOGOUT_URL);
      } finally {
        clearAuthToken();
        queryClient.removeQueries({ predicate: (q) => q.meta?.admin === true });
      }
    },
  });
}
