import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import type { PublicMedia } from "#shared/schemas/media.ts";
import { mediaQuery } from "./use-media.ts";

/** For tests: the element rendered with the media map already answered (inside a router, for links). */
export function withMedia(element: ReactElement, media: PublicMedia) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(mediaQuery.queryKey, media);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}
