import { escapeHtml } from "#server/lib/escape-html.ts";
import type { CatalogueService, CatalogueSnapshot } from "#server/modules/catalogue/service.ts";
import { isKnownRoute } from "#shared/routes.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";
import { breadcrumbLd, faqLd, type JsonLd, ldScript, organizationLd, productLd } from "./json-ld.ts";
import { lcpPreloadTag, storefrontLists } from "./lcp-preload.ts";
import { DEFAULT_OG_IMAGE, isPublicPage, PRODUCT_PAGES } from "./pages.ts";

/** The tags one page adds to the served head: canonical link, Open Graph URL and image, structured data. */
export function pageHead(
  snapshot: CatalogueSnapshot | null,
  path: string,
  origin: string,
  company: CompanyDetails,
): string {
  const url = `${origin}${path}`;
  const product = PRODUCT_PAGES[path];
  const image = `${origin}${product?.ogImage ?? DEFAULT_OG_IMAGE}`;
  const preload = lcpPreloadTag(path, snapshot && storefrontLists(snapshot));
  const tags = [
    ...(preload ? [preload] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${product && path !== "/" ? "product" : "website"}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
  ];
  if (!snapshot || !isPublicPage(path)) return tags.join("\n    ");
  const data: (JsonLd | null)[] = [
    path === "/" ? organizationLd(company, origin) : null,
    product ? productLd(snapshot, product.productId, { url, image }, company) : null,
    path === "/faq" ? faqLd(snapshot) : null,
    breadcrumbLd(path, origin),
  ];
  for (const d of data) if (d) tags.push(ldScript(d));
  return tags.join("\n    ");
}

/** A known page's path as its canonical form: no trailing slash, no repeated slashes. */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/\/{2,}/g, "/");
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** What an unknown path's page (the 404) has had all along: the default share card. */
export const defaultHead = (origin: string) =>
  [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:image" content="${escapeHtml(origin + DEFAULT_OG_IMAGE)}" />`,
  ].join("\n    ");

const MAX_PER_VERSION = 500;

/**
 * The page head per catalogue version: held against the snapshot object, which the catalogue replaces
 * on every change, so an admin edit shows on the next request and nothing stale is kept.
 */
export function pageHeads(catalogue: CatalogueService, company: CompanyDetails) {
  const cache = new WeakMap<CatalogueSnapshot, Map<string, string>>();
  return async (pathname: string, origin: string): Promise<string> => {
    const path = canonicalPath(pathname);
    if (!isKnownRoute(path)) return defaultHead(origin);
    // Without the catalogue (the database is down) the page still goes out, without its structured data.
    const snapshot = await catalogue.snapshot().catch(() => null);
    if (!snapshot) return pageHead(null, path, origin, company);
    let heads = cache.get(snapshot);
    if (!heads) {
      heads = new Map();
      cache.set(snapshot, heads);
    }
    const key = `${origin}${path}`;
    let head = heads.get(key);
    if (head === undefined) {
      head = pageHead(snapshot, path, origin, company);
      if (heads.size < MAX_PER_VERSION) heads.set(key, head);
    }
    return head;
  };
}
