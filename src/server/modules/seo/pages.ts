import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { LEGACY_REDIRECTS, ROUTE_META } from "#shared/routes.ts";

/** Paths no search engine should crawl: the back office, the checkout, and one shopper's order pages. */
export const DISALLOWED_PREFIXES = [
  "/admin",
  "/login",
  "/checkout",
  "/prescription-pro-checkout",
  "/order",
  "/unsubscribe",
  "/api/",
];

const blocked = (path: string) => DISALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The storefront pages a search engine may index: the route table less private pages and old paths. */
export const PUBLIC_PAGES: readonly string[] = Object.entries(ROUTE_META)
  .filter(([path, meta]) => !meta.noindex && !(path in LEGACY_REDIRECTS) && !blocked(path))
  .map(([path]) => path);

export const isPublicPage = (path: string) => PUBLIC_PAGES.includes(path);

/** The product each product or configurator page sells, and its share image (drawn by scripts/images/og.mjs). */
export const PRODUCT_PAGES: Record<string, { productId: number; ogImage: string }> = {
  "/": { productId: PRODUCT_IDS.primary, ogImage: "/images/og-default.jpg" },
  "/prescription-pro": { productId: PRODUCT_IDS.prescriptionPro, ogImage: "/images/og/prescription-pro.jpg" },
  "/lens-configurator": { productId: PRODUCT_IDS.primary, ogImage: "/images/og/lens-configurator.jpg" },
  "/spare-lenses": { productId: PRODUCT_IDS.spare, ogImage: "/images/og/spare-lenses.jpg" },
  "/sports-socks": { productId: PRODUCT_IDS.socks, ogImage: "/images/og/sports-socks.jpg" },
  "/nose-pads": { productId: PRODUCT_IDS.nosePads, ogImage: "/images/og/nose-pads.jpg" },
  "/africa-r3d": { productId: PRODUCT_IDS.africaR3d, ogImage: "/images/og/africa-r3d.jpg" },
};

export const DEFAULT_OG_IMAGE = "/images/og-default.jpg";

const COLLECTION = "/dynamic-landing";

/** A page's parent in the breadcrumb trail (home when not listed). */
const PARENTS: Record<string, string> = {
  "/prescription-pro": COLLECTION,
  "/lens-configurator": COLLECTION,
  "/spare-lenses": COLLECTION,
  "/sports-socks": COLLECTION,
  "/nose-pads": COLLECTION,
  "/africa-r3d": COLLECTION,
  "/who-is-africa": "/africa-r3d",
  "/prescription-form": "/prescription-pro",
};

/** The trail from home to a public page, home first; empty for home and for pages not indexed. */
export function breadcrumbTrail(path: string): string[] {
  if (path === "/" || !isPublicPage(path)) return [];
  const trail = [path];
  for (let at = PARENTS[path]; at; at = PARENTS[at]) trail.unshift(at);
  return ["/", ...trail];
}

/** A page's name in a trail: its title without the shop's name. */
export function pageName(path: string): string {
  if (path === "/") return "Home";
  const title = ROUTE_META[path]?.title ?? path;
  return title.split(" | ")[0] ?? title;
}
