import { LEGACY_REDIRECTS } from "#shared/legacy-redirects.ts";
import { findPage, type PageRoute, pageTitle, type SitePages } from "#shared/page-meta.ts";

/** What no crawler may fetch that is not a page. */
const API_PREFIX = "/api/";

/**
 * The prefixes robots.txt keeps crawlers out of: the pages whose meta says `crawl: false` (the back office,
 * the checkout, one shopper's order pages), each path once unless an earlier one covers it, and the API.
 */
function disallowedPrefixes(pages: readonly PageRoute[]): string[] {
  const prefixes: string[] = [];
  const paths = pages.filter((p) => p.meta.crawl === false).map((p) => p.path);
  for (const path of [...new Set(paths)].sort()) {
    if (!prefixes.some((prefix) => path.startsWith(prefix))) prefixes.push(path);
  }
  return [...prefixes, API_PREFIX];
}

/** The web app's pages as the server serves them: every route module, and which a search engine may index. */
export interface Site extends SitePages {
  /** The page at a path (its canonical form: no trailing or repeated slashes). */
  page(pathname: string): PageRoute | undefined;
  /** The route modules a search engine may index: not private (noindex), not an old path, not disallowed. */
  publicPages: readonly PageRoute[];
  /** What robots.txt disallows. */
  disallowed: readonly string[];
}

/** Without the web app's build there are no pages: every path is the not-found page. */
export const NO_PAGES: SitePages = {
  pages: [],
  notFound: { title: pageTitle("Page Not Found"), description: "The web app is not built." },
};

export function siteOf({ pages, notFound }: SitePages): Site {
  const disallowed = disallowedPrefixes(pages);
  const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
  const publicPages = pages.filter(
    ({ path, meta }) => !meta.noindex && !(path in LEGACY_REDIRECTS) && !blocked(path),
  );
  return { pages, notFound, publicPages, disallowed, page: (pathname) => findPage(pages, pathname) };
}

/** The trail from home to a public page, home first; empty for home and for pages not indexed. */
export function breadcrumbTrail(site: Site, path: string): PageRoute[] {
  const page = site.publicPages.find((p) => p.path === path);
  if (!page || path === "/") return [];
  const trail = [page];
  for (
    let at = site.page(page.meta.parent ?? "/");
    at && at.path !== "/";
    at = site.page(at.meta.parent ?? "/")
  )
    trail.unshift(at);
  const home = site.page("/");
  return home ? [home, ...trail] : trail;
}
