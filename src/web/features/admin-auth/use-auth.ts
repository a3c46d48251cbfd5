import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { getWithAuth } from "../../lib/api.ts";
import { getAuthToken, subscribeToAuthToken } from "./auth-token.ts";

export const VERIFY_AUTH_URL = "/api/verify-auth";

export interface AuthState {
  isAuthenticated: boolean;
  /** True while a stored token is being verified. */
  isLoading: boolean;
}

/** Signed in when a stored token exists and GET /api/verify-auth answers OK (a 401 reads as signed out). */
export function useAuth(): AuthState {
  const token = useSyncExternalStore(subscribeToAuthToken, getAuthToken, () => null);
  const verification = useQuery({
    // The token is part of the key so that signing in or out verifies afresh.
    queryKey: [VERIFY_AUTH_URL, token],
    queryFn: async ({ signal }) => (await getWithAuth(VERIFY_AUTH_URL, "returnNull", signal)) !== null,
    enabled: token !== null,
  });
  return {
    isAuthenticated: token !== null && verification.data === true,
    isLoading: token !== null && verification.isPending,
  };
}
