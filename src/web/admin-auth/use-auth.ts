import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { VerifyAuthResponse } from "#shared/schemas/admin.ts";
import { getWithAuth } from "#web/lib/api.ts";
import { read } from "#web/lib/shape.ts";
import { clearSessionHint, hasSessionHint, subscribeToSessionHint } from "./session-hint.ts";
import { readSession } from "./session-reader.ts";

export const VERIFY_AUTH_URL = "/api/verify-auth";

/** The query key of the session check: the session is the cookie, so there is one per browser. */
export const VERIFY_AUTH_KEY = [VERIFY_AUTH_URL] as const;

interface AuthState {
  isAuthenticated: boolean;
  /** True while the session is being checked. */
  isLoading: boolean;
}

/** The signed-in person (from GET /api/verify-auth, sent with the cookie), or null when there is none. */
async function fetchSession(signal: AbortSignal): Promise<VerifyAuthResponse | null> {
  const res = await getWithAuth(VERIFY_AUTH_URL, "returnNull", signal);
  if (res === null) {
    clearSessionHint();
    return null;
  }
  const session = read(readSession, await res.json());
  if (!session) throw new Error(`Unexpected answer from ${VERIFY_AUTH_URL}`);
  return session;
}

/**
 * The session check: the person, null on 401, an error otherwise. The admin's pages always ask; the
 * storefront asks only when this browser signed in (the hint), so shoppers never send the request.
 */
export function useSessionCheck(options: { always?: boolean } = {}) {
  const hinted = useSyncExternalStore(subscribeToSessionHint, hasSessionHint, () => false);
  const enabled = options.always === true || hinted;
  const verification = useQuery({
    queryKey: VERIFY_AUTH_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    enabled,
  });
  return { enabled, verification };
}

/** Signed in when GET /api/verify-auth answers OK (a 401 reads as signed out). */
export function useAuth(options: { always?: boolean } = {}): AuthState {
  const { enabled, verification } = useSessionCheck(options);
  return {
    isAuthenticated: enabled && Boolean(verification.data),
    isLoading: enabled && verification.isPending,
  };
}

/** Forgets the session in this tab: the admin's pages go to the sign-in. */
export function forgetSession(queryClient: QueryClient): void {
  clearSessionHint();
  queryClient.setQueryData(VERIFY_AUTH_KEY, null);
}
