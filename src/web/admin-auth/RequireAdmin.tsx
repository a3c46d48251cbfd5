import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { ApiError } from "#web/lib/api.ts";
import { clearAuthToken } from "./auth-token.ts";
import { useTokenVerification } from "./use-auth.ts";

export const LOGIN_PATH = "/login";

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A session that ends mid-use (idle timeout, logout elsewhere) shows as a 401 on any admin call. */
function useSignOutOnUnauthorized() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && isUnauthorized(event.query.state.error)) clearAuthToken();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && isUnauthorized(event.mutation?.state.error)) clearAuthToken();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}

/**
 * The guard of /admin and /admin/barcodes : the saved token must verify.
 * A token the server refuses is cleared; without a token the admin goes to /login.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { token, verification } = useTokenVerification();
  const refused = token !== null && verification.data === false;
  useSignOutOnUnauthorized();

  useEffect(() => {
    if (refused) clearAuthToken();
  }, [refused]);

  if (token === null || refused) return <Navigate to={LOGIN_PATH} replace />;
  if (verification.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-zinc-600">
        <Spinner label="Checking your sign-in" className="[&_svg]:size-8" />
        <span aria-hidden="true" className="ml-3">
          Checking your sign-in…
        </span>
      </div>
    );
  }
  if (verification.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-black">Could not check your sign-in</h1>
        <p className="text-zinc-600">
          The server did not answer. Please check your connection and try again.
        </p>
        <Button onClick={() => verification.refetch()}>Try Again</Button>
      </div>
    );
  }
  return children;
}
