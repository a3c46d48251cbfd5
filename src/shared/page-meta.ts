/**
 * What a page tells the server and the head about itself, exported by its route module (a `*.meta.ts`
 * beside the page, so the route list can read it without loading the page's code).
 */
import { cropOf, firstImageOf } from "./media-pick.ts";
import type { MediaCrop, PublicMedia } from "./schemas/media.ts";

const SHOP = "Ndr Sports Eyewear";

/** A page's title: its own name, then the shop's. */
export const pageTitle = (name: string): string => `${name} | ${SHOP}`;

/** The part of a title before the shop's name (a page's name in a breadcrumb trail). */
export const pageName = (title: string): string => title.split(" | ")[0] ?? title;

export interface PageMeta {
  title: string;
  description: string;
  /** A private page (one shopper's order, the checkout, the back office): search engines must not index it. */
  noindex?: boolean;
  /**
   * Crawlers are kept out of this path and everything under it (robots.txt): the back office, the checkout,
   * one shopper's order pages. A private page crawlers may still reach (a payment link) has noindex only.
   */
  crawl?: false;
  /** The product the page sells: its Product structured data, and its date in the sitemap is the catalogue's. */
  product?: number;
  /** The share card (drawn by scripts/images/og.mjs) of a product's own page; others share the default card. */
  share?: { image: string; type: "product" };
  /** Structured data beyond the product and breadcrumbs: the shop's own (home) or the questions (FAQ). */
  structuredData?: "organization" | "faq";
  /** The page above this one in the breadcrumb trail (home when absent). */
  parent?: string;
}

/** The share card of every page without its own. */
export const DEFAULT_SHARE_IMAGE = "/images/og-default.jpg";

export interface LcpImage {
  src: string;
  width: number;
  height: number;
  /** The rendered width, as the page's <picture> gives it; absent for a single file (a plain <img>, no variants). */
  sizes?: string;
  /** Where the picture is the largest of the first view, when not on every screen. */
  media?: string;
  /** The AVIF candidates to preload when they are not the drawing's (an upload's, with `sizes`). */
  srcset?: string;
}

/** The storefront's lists (active rows, in the API's order) that some pages' first picture is chosen from. */
export interface LcpCatalogue {
  spareLensTypes: readonly { id: number; name: string }[];
  colors: readonly { id: number; name: string }[];
  /** The owner's photos by place; absent or empty, every page's first picture is its drawing. */
  media?: PublicMedia;
}

/**
 * A page whose first picture is the first upload of a place when the owner put one there (the drawing of
 * `lcp` otherwise): the place, the crop the page shows it in, and its rendered width when the drawing is one file.
 */
export interface LcpUpload {
  target: string | ((catalogue: LcpCatalogue) => string | undefined);
  crop: MediaCrop;
  sizes?: string;
}

/** A page's LCP picture: fixed, or chosen from the catalogue (the server preloads what the page will show). */
export type PageLcp = LcpImage | ((catalogue: LcpCatalogue) => LcpImage | undefined);

/** One page of the route list, as the server and the head read it. */
export interface PageRoute {
  path: string;
  meta: PageMeta;
  lcp?: PageLcp;
  lcpUpload?: LcpUpload;
}

/** The pages of the web app and the not-found page's head: what the server's page routes are made from. */
export interface SitePages {
  pages: readonly PageRoute[];
  notFound: PageMeta;
}

/** A picture in the second column of a two-column band from 768px, the whole width below. */
export const HALF_WIDTH_FROM_MD = "(min-width: 768px) 50vw, 100vw";

/**
 * Where a configurator's picture sits beside its choices, in the second column of the page's grid; below it
 * the choices come first and text is the largest element of the first view, so nothing is preloaded there.
 */
export const BESIDE_CHOICES = "(min-width: 1024px)";

/** A configurator's preview photo: beside the choices (two fifths) from 1024px, the whole width below. */
export const PREVIEW_PHOTO_SIZES = "(min-width: 1024px) 40vw, 100vw";

/** The <picture> offers AVIF first and every browser that preloads by type decodes it, so that is the file fetched. */
export const PRELOAD_FORMAT = { format: "avif", type: "image/avif" } as const;

/** A page's LCP picture: fixed, or chosen from the catalogue when it is given. */
export function lcpImageOf(
  page: PageRoute | undefined,
  catalogue?: LcpCatalogue | null,
): LcpImage | undefined {
  const lcp = page?.lcp;
  const drawing = typeof lcp !== "function" ? lcp : catalogue ? lcp(catalogue) : undefined;
  return (catalogue && drawing && uploadLcp(page?.lcpUpload, catalogue, drawing)) ?? drawing;
}

/** The upload a page shows first instead of its drawing, as the preload needs it; none without one. */
function uploadLcp(upload: LcpUpload | undefined, catalogue: LcpCatalogue, drawing: LcpImage) {
  if (!upload || !catalogue.media) return undefined;
  const target = typeof upload.target === "function" ? upload.target(catalogue) : upload.target;
  const image = target === undefined ? undefined : firstImageOf(catalogue.media, target);
  const framed = image && cropOf(image, upload.crop);
  if (!framed?.srcset.avif) return undefined;
  return {
    src: framed.src,
    width: framed.width,
    height: framed.height,
    sizes: upload.sizes ?? drawing.sizes ?? "100vw",
    media: drawing.media,
    srcset: framed.srcset.avif,
  } satisfies LcpImage;
}

/** A known page's path as its canonical form: no trailing slash, no repeated slashes. */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/\/{2,}/g, "/");
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Does a route's path match a path? A `:name` segment of the route matches any one non-empty segment. */
function pathMatches(route: string, path: string): boolean {
  if (!route.includes("/:")) return route === path;
  const want = route.split("/");
  const got = path.split("/");
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(":") ? (got[i] ?? "") !== "" : part === got[i]))
  );
}

/** The page at a path (its canonical form), if the route list has one. */
export function findPage<P extends PageRoute>(pages: readonly P[], pathname: string): P | undefined {
  const path = canonicalPath(pathname);
  return pages.find((page) => pathMatches(page.path, path));
}
