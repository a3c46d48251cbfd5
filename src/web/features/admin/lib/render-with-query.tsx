import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { createQueryClient } from "#web/lib/query-client.ts";

/** For component tests: the node with a query client of its own and a router at `path`, as the admin renders it. */
export function renderWithQuery(node: ReactNode, path = "/") {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** For component tests: fetch answered by `answer`, each URL asked kept in the returned list in order. */
export function stubFetch(answer: (url: string, params: URLSearchParams) => Response): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return answer(url, new URL(url, "http://shop").searchParams);
    }),
  );
  return urls;
}
