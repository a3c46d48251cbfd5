import { escapeHtml } from "#server/lib/escape-html.ts";
import type { CatalogueService, CatalogueSnapshot } from "#server/modules/catalogue/index.ts";
import { absoluteUrl, cropOf, imagesOf, mediaTargets } from "#shared/media-pick.ts";
import { canonicalPath, DEFAULT_SHARE_IMAGE, type PageMeta, type PageRoute } from "#shared/page-meta.ts";
import type { CompanyDetails } from "#shared/shop-info.ts";
import { breadcrumbLd, faqLd, type JsonLd, ldScript, organizationLd, productLd } from "./json-ld.ts";
import { lcpPreloadTag, storefrontLists } from "./lcp-preload.ts";
import type { Site } from "./site.ts";

/** The drawn card's size (scripts/images/og.mjs). */
const DRAWN_CARD = { width: 1200, height: 630 };

/**
 * A page's share card: its product's first photo in the wide crop (1.91:1) when the owner uploaded one,
 * else the drawn card; and the product's photos (as uploaded) for its structured data.
 */
export function shareImages(snapshot: CatalogueSnapshot | null, meta: PageMeta, origin: string) {
  const uploads =
    meta.product === undefined ? [] : imagesOf(snapshot?.media, mediaTargets.product(meta.product));
  const wide = uploads[0] && cropOf(uploads[0], "wide");
  const card = wide
    ? { url: absoluteUrl(origin, wide.src), width: wide.width, height: wide.height }
    : { url: `${origin}${meta.share?.image ?? DEFAULT_SHARE_IMAGE}`, ...DRAWN_CARD };
  const photos = uploads.flatMap((image) => {
    const original = cropOf(image, "original");
    return original ? [absoluteUrl(origin, original.src)] : [];
  });
  return { card, photos };
}

/** The tags one page adds to the served head: canonical link, Open Graph URL and image, structured data. */
export function pageHead(
  site: Site,
  snapshot: CatalogueSnapshot | null,
  page: PageRoute,
  origin: string,
  company: CompanyDetails,
): string {
  const { path, meta } = page;
  const url = `${origin}${path}`;
  const { card, photos } = shareImages(snapshot, meta, origin);
  const preload = lcpPreloadTag(page, snapshot && storefrontLists(snapshot));
  const tags = [
    ...(preload ? [preload] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${meta.share?.type ?? "website"}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(card.url)}" />`,
    `<meta property="og:image:width" content="${card.width}" />`,
    `<meta property="og:image:height" content="${card.height}" />`,
  ];
  if (!snapshot || !site.publicPages.includes(page)) return tags.join("\n    ");
  const data: (JsonLd | null)[] = [
    meta.structuredData === "organization" ? organizationLd(company, origin) : null,
    meta.product === undefined
      ? null
      : productLd(snapshot, meta.product, { url, image: photos.length > 0 ? photos : card.url }, company),
    meta.structuredData === "faq" ? faqLd(snapshot) : null,
    breadcrumbLd(site, path, origin),
  ];
  for (const d of data) if (d) tags.push(ldScript(d));
  return tags.join("\n    ");
}

/** What an unknown path's page (the 404) has had all along: the default share card. */
export const defaultHead = (origin: string) =>
  [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:image" content="${escapeHtml(origin + DEFAULT_SHARE_IMAGE)}" />`,
  ].join("\n    ");

const MAX_PER_VERSION = 500;

/**
 * The page head per catalogue version: held against the snapshot object, which the catalogue replaces
 * on every change, so an admin edit shows on the next request and nothing stale is kept.
 */
export function pageHeads(
  site: Site,
  catalogue: CatalogueService,
  company: (snapshot: CatalogueSnapshot | null) => CompanyDetails,
) {
  const cache = new WeakMap<CatalogueSnapshot, Map<string, string>>();
  return async (pathname: string, origin: string): Promise<string> => {
    const path = canonicalPath(pathname);
    const found = site.page(path);
    if (!found) return defaultHead(origin);
    // A page with a parameter in its path is canonical at the path asked for, not at its pattern.
    const page = found.path.includes(":") ? { ...found, path } : found;
    // Without the catalogue (the database is down) the page still goes out, without its structured data;
    // the page renderer logs the failed read for the same request.
    const snapshot = await catalogue.snapshot().catch(() => null);
    if (!snapshot) return pageHead(site, null, page, origin, company(null));
    let heads = cache.get(snapshot);
    if (!heads) {
      heads = new Map();
      cache.set(snapshot, heads);
    }
    const key = `${origin}${page.path}`;
    let head = heads.get(key);
    if (head === undefined) {
      head = pageHead(site, snapshot, page, origin, company(snapshot));
      if (heads.size < MAX_PER_VERSION) heads.set(key, head);
    }
    return head;
  };
}
