import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isKnownRoute, legacyRedirectFor, metaFor, type RouteMeta } from "#shared/routes.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";
import type { VideoSlot } from "#shared/video-slots.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

export function headFor(meta: RouteMeta, url?: string): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:image" content="/images/og-default.jpg" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : "",
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
    meta.noindex ? `<meta name="robots" content="noindex" />` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}

/**
 * Serves the built app: files as they are, legacy paths as 301s, known routes as index.html with
 * that route's head already in it, and anything else as the not-found page with status 404.
 */
/** Browser-side configuration: analytics ids and videos when configured, and the business details (SHOP_COMPANY_*). */
export interface PublicConfig {
  gaMeasurementId?: string;
  adsConversionId?: string;
  company?: CompanyDetails;
  videos?: Partial<Record<VideoSlot, string | undefined>>;
}

/** A meta tag rather than an inline script, so the CSP needs no exception for it. */
function configMeta({ videos, ...rest }: PublicConfig): string {
  const configured = Object.fromEntries(Object.entries(videos ?? {}).filter(([, src]) => src));
  const config = { ...rest, ...(Object.keys(configured).length > 0 ? { videos: configured } : {}) };
  if (!config.gaMeasurementId && !config.adsConversionId && !config.company && !config.videos) return "";
  return `\n    <meta name="shop-config" content="${escapeHtml(JSON.stringify(config))}" />`;
}

export async function registerSpa(
  app: FastifyInstance,
  opts: { webRoot: string; publicUrl?: string; publicConfig?: PublicConfig },
) {
  const indexPath = join(opts.webRoot, "index.html");
  const template = existsSync(indexPath)
    ? readFileSync(indexPath, "utf8")
    : "<!doctype html><html><head><!--app-head--></head><body><p>The web app is not built. Run npm run build.</p></body></html>";
  const pages = new Map<string, string>();
  const render = (pathname: string) => {
    let html = pages.get(pathname);
    if (!html) {
      const url = opts.publicUrl ? new URL(pathname, opts.publicUrl).href : undefined;
      html = template.replace(
        "<!--app-head-->",
        headFor(metaFor(pathname), url) + configMeta(opts.publicConfig ?? {}),
      );
      if (pages.size < 200) pages.set(pathname, html);
    }
    return html;
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.url.split("?")[0] ?? "/").replace(/\/{2,}/g, "/");
    if (pathname.startsWith("/api/") || pathname === "/api" || !["GET", "HEAD"].includes(request.method)) {
      return reply.status(404).send({ message: `No route for ${request.method} ${pathname}` });
    }
    const target = legacyRedirectFor(pathname);
    if (target) return reply.redirect(target, 301);
    const known = isKnownRoute(pathname);
    return reply
      .status(known ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(render(known ? pathname : "/__not_found__"));
  });
}
