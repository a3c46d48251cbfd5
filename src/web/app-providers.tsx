import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { BasketProvider } from "./basket/BasketProvider.tsx";
import { AppErrorBoundary } from "./layout/AppErrorBoundary.tsx";
import { type Seed, SeedProvider } from "./ssr/seed.tsx";

/** The providers around the router: the same tree on the server and in the browser, so hydration matches. */
export function AppProviders({
  queryClient,
  seed,
  children,
}: {
  queryClient: QueryClient;
  seed: Seed | null;
  children: ReactNode;
}) {
  const app = (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BasketProvider>{children}</BasketProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
  return <StrictMode>{seed ? <SeedProvider seed={seed}>{app}</SeedProvider> : app}</StrictMode>;
}
