import type { FastifyRequest } from "fastify";
import type { CatalogueService, CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import type { PageRoute } from "#shared/page-meta.ts";
import type { ShopConfig } from "#shared/shop-config.ts";
import { catalogueReaders } from "./catalogue-reader.ts";
import type { Renderer, RenderResult } from "./renderer.ts";

/** What goes into the served page: the HTML of #root and the status. */
export interface RenderedRoot {
  status: number;
  /** `<div id="root">…</div>` and the data block the browser hydrates with. */
  body: string;
}

export type RootRenderer = (
  /** `page`: the route module served, or none for the not-found page. */
  target: { pathname: string; search: string; origin: string; page: PageRoute | undefined },
  request: FastifyRequest,
) => Promise<RenderedRoot | null>;

/** The shell's empty root, which the rendered one replaces. */
export const EMPTY_ROOT = '<div id="root"></div>';

const RENDER_TIMEOUT_MS = 5000;
const MAX_PER_VERSION = 200;
const MAX_CACHED_SEARCH = 200;
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;

/** Public pages and the not-found page are rendered here; private ones (noindex) render in the browser. */
export const rendersOnServer = (page: PageRoute | undefined): boolean => page?.meta.noindex !== true;

/**
 * React puts preloads for the first images (the logo) before the app; they are dropped, as the head
 * already preloads the page's LCP image (modules/seo/lcp-preload.ts) and nothing should compete with it.
 */
function rootOf(html: string, seed: string | null): Omit<RenderedRoot, "status"> {
  const hints = LEADING_LINKS.exec(html)?.[0] ?? "";
  const data = seed === null ? "" : `<script type="application/json" id="ssr-data">${seed}</script>`;
  return { body: `<div id="root">${html.slice(hints.length)}</div>${data}` };
}

/**
 * Renders pages from the in-memory catalogue. A known page is rendered once per catalogue version (the snapshot is replaced on every change, so an admin edit shows on the next request).
 */
export function serverPages(opts: {
  renderer: Renderer | null;
  catalogue: CatalogueService;
  /** The browser's configuration a page of this catalogue version renders with (its business details). */
  config: (snapshot: CatalogueSnapshot) => ShopConfig;
  webRoot: string;
  fixed: Record<string, unknown>;
}): RootRenderer {
  const readers = catalogueReaders({ webRoot: opts.webRoot, fixed: opts.fixed });
  const cache = new WeakMap<CatalogueSnapshot, Map<string, RenderedRoot>>();
  const render = opts.renderer?.render;
  return async ({ pathname, search, origin, page }, request) => {
    if (!render || !rendersOnServer(page)) return null;
    // Without the catalogue (the database is down) the shell goes out and the browser renders the page.
    const snapshot = await opts.catalogue.snapshot().catch((err) => {
      request.log.warn({ err, path: pathname }, "page served unrendered: the catalogue could not be read");
      return null;
    });
    if (!snapshot) return null;
    // A page with a short query string (a campaign link) is cached too, up to the same bound.
    const cacheable = search.length <= MAX_CACHED_SEARCH && page !== undefined;
    let pages = cache.get(snapshot);
    if (!pages) {
      pages = new Map();
      cache.set(snapshot, pages);
    }
    const key = `${origin}${pathname}${search}`;
    const cached = cacheable ? pages.get(key) : undefined;
    if (cached) return cached;
    let result: RenderResult;
    try {
      result = await render({
        url: `${origin}${pathname}${search}`,
        catalogue: readers(snapshot),
        config: opts.config(snapshot),
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
    } catch (err) {
      // Not even the error screen rendered: the shell goes out, and the browser shows what it can.
      request.log.error({ err, path: pathname }, "page render failed");
      return { status: 500, body: EMPTY_ROOT };
    }
    if (result.kind === "redirect") return null;
    if (result.kind === "error") {
      request.log.error({ err: result.error, path: pathname }, "page render failed");
      return { status: 500, ...rootOf(result.html, null) };
    }
    const rendered = { status: page ? 200 : 404, ...rootOf(result.html, result.seed) };
    if (cacheable && pages.size < MAX_PER_VERSION) pages.set(key, rendered);
    return rendered;
  };
}
