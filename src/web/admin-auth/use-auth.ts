import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { getWithAuth } from "#web/lib/api.ts";
import { getAuthToken, subscribeToAuthToken } from "./auth-token.ts";

export const VERIFY_AUTH_URL = "/api/verify-auth";

interface AuthState {
  isAuthenticated: boolean;
  /** True while a stored token is being verified. */
  isLoading: boolean;
}

/** The query key of one token's verification; the token is part of it so signing in or out verifies afresh. */
export const verifyAuthKey = (token: string | null) => [VERIFY_AUTH_URL, token] as const;

/** The stored token and its verification: true when it verifies, false on 401, an error otherwise. */
export function useTokenVerification() {
  const token = useSyncExternalStore(subscribeToAuthToken, getAuthToken, () => null);
  const verification = useQuery({
    queryKey: verifyAuthKey(token),
    queryFn: async ({ signal }) => (await getWithAuth(VERIFY_AUTH_URL, "returnNull", signal)) !== null,
    enabled: token !== null,
  });
  return { token, verification };
}

/** Signed in when a stored token exists and GET /api/verify-auth answers OK (a 401 reads as signed out). */
export function useAuth(): AuthState {
  const { token, verification } = useTokenVerification();
  return {
    isAuthenticated: token !== null && verification.data === true,
    isLoading: token !== null && verification.isPending,
  };
}
