import { escapeHtml } from "#server/lib/escape-html.ts";
import { DISALLOWED_PREFIXES, PRODUCT_PAGES, PUBLIC_PAGES } from "./pages.ts";

/** robots.txt: every crawler kept out of the private pages, and pointed at the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Every public page with its last change: the catalogue's for product pages, the build's for the rest. */
export function sitemapXml(origin: string, lastChange: { catalogue: Date; pages: Date }): string {
  const day = (d: Date) => d.toISOString();
  const urls = PUBLIC_PAGES.map((path) => {
    const changed = path in PRODUCT_PAGES ? lastChange.catalogue : lastChange.pages;
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
