import type { FastifyRequest } from "fastify";
import type { CatalogueService, CatalogueSnapshot } from "#server/modules/catalogue/service.ts";
import type { ShopConfig } from "#shared/page-render.ts";
import { isKnownRoute, metaFor } from "#shared/routes.ts";
import type { Renderer, RenderResult } from "./renderer.ts";
import { seedResolver } from "./seed.ts";

/** What goes into the served page: the HTML of #root, the resource hints React asked for, the status. */
export interface RenderedRoot {
  status: number;
  /** `<div id="root">…</div>` and the data block the browser hydrates with. */
  body: string;
  /** Preload links for the head (React puts them before the app when rendering part of a page). */
  hints: string;
}

export type RootRenderer = (
  target: { pathname: string; search: string; origin: string },
  request: FastifyRequest,
) => Promise<RenderedRoot | null>;

/** The shell's empty root, which the rendered one replaces. */
export const EMPTY_ROOT = '<div id="root"></div>';

const RENDER_TIMEOUT_MS = 5000;
const MAX_PER_VERSION = 200;
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/** Public pages and the not-found page are rendered here; private ones (noindex) render in the browser. */
export const rendersOnServer = (pathname: string): boolean =>
  !isKnownRoute(pathname) || metaFor(pathname).noindex !== true;

function rootOf(html: string, seed: string | null): Omit<RenderedRoot, "status"> {
  const hints = LEADING_LINKS.exec(html)?.[0] ?? "";
  const data = seed === null ? "" : `<script type="application/json" id="ssr-data">${seed}</script>`;
  return { hints, body: `<div id="root">${html.slice(hints.length)}</div>${data}` };
}

/**
 * Renders pages from the in-memory catalogue. A known page without a query string is rendered once per
 * catalogue version (the snapshot is replaced on every change, so an admin edit shows on the next request).
 */
export function serverPages(opts: {
  renderer: Promise<Renderer | null>;
  catalogue: CatalogueService;
  config: ShopConfig;
  webRoot: string;
  fixed: Record<string, unknown>;
}): RootRenderer {
  const resolvers = seedResolver({ webRoot: opts.webRoot, fixed: opts.fixed });
  const cache = new WeakMap<CatalogueSnapshot, Map<string, RenderedRoot>>();
  return async ({ pathname, search, origin }, request) => {
    if (!rendersOnServer(pathname)) return null;
    const renderer = await opts.renderer;
    const snapshot = await opts.catalogue.snapshot().catch(() => null);
    if (!renderer || !snapshot) return null;
    const cacheable = search === "" && isKnownRoute(pathname);
    let pages = cache.get(snapshot);
    if (!pages) {
      pages = new Map();
      cache.set(snapshot, pages);
    }
    const key = `${origin}${pathname}`;
    const cached = cacheable ? pages.get(key) : undefined;
    if (cached) return cached;
    let result: RenderResult;
    try {
      result = await renderer.render({
        url: `${origin}${pathname}${search}`,
        resolve: resolvers(snapshot),
        config: opts.config,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
    } catch (err) {
      // Not even the error screen rendered: the shell goes out, and the browser shows what it can.
      request.log.error({ err, path: pathname }, "page render failed");
      return { status: 500, body: EMPTY_ROOT, hints: "" };
    }
    if (result.kind === "redirect") return null;
    if (result.kind === "error") {
      request.log.error({ err: result.error, path: pathname }, "page render failed");
      return { status: 500, ...rootOf(result.html, null) };
    }
    const rendered = { status: isKnownRoute(pathname) ? 200 : 404, ...rootOf(result.html, result.seed) };
    if (cacheable && pages.size < MAX_PER_VERSION) pages.set(key, rendered);
    return rendered;
  };
}
