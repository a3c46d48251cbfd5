import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { EARLY_INPUT_TAG } from "#server/lib/early-input-script.ts";
import { LazyEncodedBody } from "#server/lib/encoded-body.ts";
import { escapeHtml } from "#server/lib/escape-html.ts";
import { originOf } from "#server/lib/origin.ts";
import type { Site } from "#server/modules/seo/index.ts";
import { EMPTY_ROOT, type RenderedRoot, type RootRenderer } from "#server/modules/ssr/index.ts";
import { legacyRedirectFor } from "#shared/legacy-redirects.ts";
import { canonicalPath, DEFAULT_SHARE_IMAGE, type PageMeta, type PageRoute } from "#shared/page-meta.ts";
import type { ShopConfig } from "#shared/shop-config.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";
import type { VideoSlot } from "#shared/video-slots.ts";

/** The route's own head: title, description and their share-card copies, and noindex on private pages. */
export function headFor(meta: PageMeta): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
    meta.noindex ? `<meta name="robots" content="noindex" />` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}

/** Browser-side configuration: analytics ids and videos when configured, and the business details in use. */
export interface PublicConfig {
  gaMeasurementId?: string;
  adsConversionId?: string;
  company?: CompanyDetails;
  videos?: Partial<Record<VideoSlot, string | undefined>>;
}

/** The configuration the browser reads (and the server renders pages with): only what is set. */
export function browserConfig({ videos, ...rest }: PublicConfig): ShopConfig {
  const configured = Object.fromEntries(Object.entries(videos ?? {}).filter(([, src]) => src));
  return { ...rest, ...(Object.keys(configured).length > 0 ? { videos: configured } : {}) };
}

/** A meta tag rather than an inline script, so the CSP needs no exception for it. */
function configMeta(config: ShopConfig): string {
  if (!config.gaMeasurementId && !config.adsConversionId && !config.company && !config.videos) return "";
  return `<meta name="shop-config" content="${escapeHtml(JSON.stringify(config))}" />\n    `;
}

/** The config meta of each config object: the same object (one per catalogue version) is escaped once. */
function configMetas() {
  const known = new WeakMap<ShopConfig, string>();
  return (config: ShopConfig): string => {
    let meta = known.get(config);
    if (meta === undefined) {
      meta = configMeta(config);
      known.set(config, meta);
    }
    return meta;
  };
}

/** The tags a page adds for its path (canonical link, share card, structured data), given the site's origin. */
export type PageHead = (pathname: string, origin: string) => Promise<string>;

const fallbackHead: PageHead = async (pathname, origin) =>
  [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:image" content="${DEFAULT_SHARE_IMAGE}" />`,
    `<meta property="og:url" content="${escapeHtml(origin + pathname)}" />`,
  ].join("\n    ");

/**
 * Serves the built app: files as they are, each page of the route list from one page handler registered as
 * its route (index.html with the page's head and, for a public page, its rendered root), legacy paths as
 * 301s, and anything else as the not-found page with status 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  opts: {
    webRoot: string;
    site: Site;
    publicUrl?: string;
    /** The browser's configuration now: the business details change when the owner saves them. */
    shopConfig?: () => Promise<ShopConfig>;
    pageHead?: PageHead;
    /** Renders a page's content on the server; without it (or when it gives null) the browser renders it. */
    renderRoot?: RootRenderer;
  },
) {
  const indexPath = join(opts.webRoot, "index.html");
  const template = existsSync(indexPath)
    ? readFileSync(indexPath, "utf8")
    : "<!doctype html><html><head><!--app-head--></head><body><p>The web app is not built. Run npm run build.</p></body></html>";
  const pageHead = opts.pageHead ?? fallbackHead;
  const pages = new Map<PageRoute | undefined, [string, string]>();
  /** The page split around where its per-request tags go; the route's own head is kept per page. */
  const pageFor = (page: PageRoute | undefined) => {
    let parts = pages.get(page);
    if (!parts) {
      const [before, after] = template.split("<!--app-head-->");
      const meta = page?.meta ?? opts.site.notFound;
      parts = [`${before ?? ""}${EARLY_INPUT_TAG}\n    ${headFor(meta)}\n    `, after ?? ""];
      pages.set(page, parts);
    }
    return parts;
  };
  /**
   * A rendered page as bytes, kept with the root it holds (which the renderer keeps per catalogue version):
   * a cached page is sent without being put together, measured and encoded again on every request.
   */
  const composed = new WeakMap<RenderedRoot, { head: string; body: LazyEncodedBody }>();
  const metaOf = configMetas();
  const render = async (
    page: PageRoute | undefined,
    pathname: string,
    origin: string,
    root: RenderedRoot | null,
  ) => {
    const [before, after] = pageFor(page);
    const config = opts.shopConfig ? metaOf(await opts.shopConfig()) : "";
    // The path asked for, so a page with a parameter in its route is named by its own path.
    const head = config + (await pageHead(page ? canonicalPath(pathname) : "/__not_found__", origin));
    if (!root) return new LazyEncodedBody(before + head + after);
    const known = composed.get(root);
    if (known?.head === head) return known.body;
    const body = new LazyEncodedBody(`${before}${head}${after.replace(EMPTY_ROOT, () => root.body)}`);
    composed.set(root, { head, body });
    return body;
  };

  if (existsSync(opts.webRoot)) {
    await app.register(fastifyStatic, {
      root: opts.webRoot,
      wildcard: false,
      index: false,
      // index.html is a legacy path (301 to /); the pages are served with their own head below.
      allowedPath: (pathName) => pathName !== "/index.html",
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(opts.webRoot, "assets")}`) || /-[\w]{8,}\.\w+$/.test(path);
        res.header(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }

  /** The one page handler: a page of the route list, or (none) the not-found page. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply, page: PageRoute | undefined) => {
    const pathname = (request.url.split("?")[0] ?? "/").replace(/\/{2,}/g, "/");
    const origin = originOf(request, opts.publicUrl);
    const search = request.url.slice(request.url.split("?")[0]?.length ?? 0);
    const root = opts.renderRoot ? await opts.renderRoot({ pathname, search, origin, page }, request) : null;
    const served = await render(page, pathname, origin, root);
    // Pages are answered here, outside @fastify/compress's routes: compressed as they are cached.
    const { payload, encoding } = served.pick(request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply
      .status(root?.status ?? (page ? 200 : 404))
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8")
      .send(payload);
  };

  for (const page of opts.site.pages) app.get(page.path, (request, reply) => servePage(request, reply, page));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = (request.url.split("?")[0] ?? "/").replace(/\/{2,}/g, "/");
    if (pathname.startsWith("/api/") || pathname === "/api" || !["GET", "HEAD"].includes(request.method)) {
      return reply.status(404).send({ message: `No route for ${request.method} ${pathname}` });
    }
    const target = legacyRedirectFor(pathname);
    if (target) return reply.redirect(target, 301);
    // A page's path with repeated slashes, which the router does not fold, is still that page.
    return servePage(request, reply, opts.site.page(canonicalPath(pathname)));
  });
}
