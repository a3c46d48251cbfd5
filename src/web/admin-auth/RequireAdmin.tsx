import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { ApiError } from "#web/lib/api.ts";
import { forgetSession, useSessionCheck } from "./use-auth.ts";

export const LOGIN_PATH = "/login";
export const SECURITY_PATH = "/admin/security";

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A session that ends mid-use (idle timeout, logout elsewhere) shows as a 401 on any admin call. */
function useSignOutOnUnauthorized() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && isUnauthorized(event.query.state.error)) forgetSession(queryClient);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && isUnauthorized(event.mutation?.state.error)) forgetSession(queryClient);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}

/** The bootstrap owner works without a second factor until it sets one up; this asks it to. */
function EnrolBanner() {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2">
        <p>
          <strong>Protect this account with a second factor.</strong> An authenticator app code will be asked
          for after your password.
        </p>
        <Link to={SECURITY_PATH} className="font-semibold underline underline-offset-4">
          Set up a second factor
        </Link>
      </div>
    </div>
  );
}

/**
 * The guard of the admin's pages: the server must know the session cookie. Without a session the admin
 * goes to /login; a person whose role needs a second factor and has none goes to the Security page.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { verification } = useSessionCheck({ always: true });
  const { pathname } = useLocation();
  useSignOutOnUnauthorized();

  if (verification.data === null) return <Navigate to={LOGIN_PATH} replace />;
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
  const { secondFactor } = verification.data;
  if (secondFactor === "must-enrol" && pathname !== SECURITY_PATH)
    return <Navigate to={SECURITY_PATH} replace />;
  return (
    <>
      {secondFactor === "should-enrol" && pathname !== SECURITY_PATH ? <EnrolBanner /> : null}
      {children}
    </>
  );
}
