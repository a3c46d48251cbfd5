import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  createContext,
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import type { CatalogueReader, PageAnswers, RenderRequest, RenderResult } from "#shared/page-render.ts";
import { AppProviders } from "./app-providers.tsx";
import { setShopConfig } from "./lib/public-config.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createRoutes, type LazyPage, PAGE_ERROR_ROUTE_ID } from "./router.tsx";
import { recordedSeed, seedJson } from "./ssr/seed.tsx";

export { site } from "./pages.ts";

const CATALOGUE = createContext<CatalogueReader>();

/** On the server a page's route also runs its module's loader, with the catalogue the server gave. */
const serverPage: LazyPage = (load) => async () => {
  const { default: Component, loader } = await load();
  if (!loader) return { Component };
  return { Component, loader: ({ context }) => loader(context.get(CATALOGUE)) };
};

const handler = createStaticHandler(createRoutes(serverPage));

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

/** One page rendered to the HTML that goes inside #root, with the answers its loader gave for the browser. */
export async function render({ url, catalogue, config, signal }: RenderRequest): Promise<RenderResult> {
  setShopConfig(config);
  const requestContext = new RouterContextProvider();
  requestContext.set(CATALOGUE, catalogue);
  const context = await handler.query(new Request(url, { signal }), { requestContext });
  if (context instanceof Response) {
    return { kind: "redirect", location: context.headers.get("location") ?? "/", status: context.status };
  }
  const answers: PageAnswers = Object.assign({}, ...Object.values(context.loaderData));
  const fromLoaders = recordedSeed(answers);
  const unanswered = new Set<string>();
  const seed = {
    ...fromLoaders,
    get(url: string) {
      const answer = fromLoaders.get(url);
      if (answer === undefined) unanswered.add(url);
      return answer;
    },
  };
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
  // A loader that failed has put the error screen in the page's place already.
  const loaderError = context.errors ? Object.values(context.errors)[0] : undefined;
  if (loaderError !== undefined && rendered.error === undefined)
    return { kind: "error", html: rendered.html, error: loaderError };
  if (rendered.error === undefined)
    return { kind: "page", html: rendered.html, seed: seedJson(answers), unanswered: [...unanswered] };
  // The page failed: the shop's error screen in its place, rendered on its own (no hydration of a failure).
  const failed = { ...context, statusCode: 500, errors: { [PAGE_ERROR_ROUTE_ID]: rendered.error } };
  const errorPage = await streamToString(page(failed), signal);
  return { kind: "error", html: errorPage.html, error: rendered.error };
}
