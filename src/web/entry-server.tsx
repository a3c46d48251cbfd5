import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { RenderRequest, RenderResult } from "#shared/page-render.ts";
import { AppProviders } from "./app-providers.tsx";
import { setShopConfig } from "./lib/public-config.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { routes } from "./router.tsx";
import { recordingSeed, seedJson } from "./ssr/seed.tsx";

export type { RenderRequest, RenderResult };

const handler = createStaticHandler(routes);
/** The route whose errorElement shows a failed page inside the shop's header (see router.tsx). */
const PAGE_ERROR_ROUTE_ID = "0-0";

function streamToString(node: ReactNode, signal?: AbortSignal): Promise<{ html: string; error?: unknown }> {
  return new Promise((resolve, reject) => {
    let error: unknown;
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve({ html, error });
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // Every part inline, however large: the page goes out whole (and cached), and the CSP allows no
      // inline script to move outlined parts into place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(e) {
        error ??= e;
      },
    });
    signal?.addEventListener("abort", () => stream.abort(signal.reason), { once: true });
  });
}

/** One page rendered to the HTML that goes inside #root, with the answers it read for the browser. */
export async function render({ url, resolve, config, signal }: RenderRequest): Promise<RenderResult> {
  setShopConfig(config);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) {
    return { kind: "redirect", location: context.headers.get("location") ?? "/", status: context.status };
  }
  const seed = recordingSeed(resolve);
  const page = (ctx: typeof context) => (
    <AppProviders queryClient={createQueryClient()} seed={seed}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, ctx)}
        context={ctx}
        hydrate={false}
      />
    </AppProviders>
  );
  const rendered = await streamToString(page(context), signal);
  if (rendered.error === undefined) return { kind: "page", html: rendered.html, seed: seedJson(seed.record) };
  // The page failed: the shop's error screen in its place, rendered on its own (no hydration of a failure).
  const failed = { ...context, statusCode: 500, errors: { [PAGE_ERROR_ROUTE_ID]: rendered.error } };
  const errorPage = await streamToString(page(failed), signal);
  return { kind: "error", html: errorPage.html, error: rendered.error };
}
