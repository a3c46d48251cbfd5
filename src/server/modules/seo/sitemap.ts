import { escapeHtml } from "#server/lib/escape-html.ts";
import type { Site } from "./site.ts";

/** robots.txt: every crawler kept out of the private pages, and pointed at the sitemap. */
export function robotsTxt(site: Site, origin: string): string {
  return [
    "User-agent: *",
    ...site.disallowed.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Every public page with its last change: the catalogue's for pages selling a product, the build's for the rest. */
export function sitemapXml(site: Site, origin: string, lastChange: { catalogue: Date; pages: Date }): string {
  const day = (d: Date) => d.toISOString();
  const urls = site.publicPages.map(({ path, meta }) => {
    const changed = meta.product === undefined ? lastChange.pages : lastChange.catalogue;
    return `  <url><loc>${escapeHtml(origin + path)}</loc><lastmod>${day(changed)}</lastmod></url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
