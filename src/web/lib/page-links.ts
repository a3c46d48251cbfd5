import { canonicalPath, DEFAULT_SHARE_IMAGE } from "#shared/page-meta.ts";
import { isKnownPage } from "#web/pages.ts";

/** The path the server wrote the head for: its structured data and share image belong to it alone. */
let servedPath: string | null = null;

/** The origin the server's canonical link names (PUBLIC_URL), else this page's. */
function siteOrigin(): string {
  const href = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    return href ? new URL(href).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

function setOg(property: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute("property", property);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Keeps the server's canonical link and og:url naming the page shown after client-side navigation, and drops
 * the first page's structured data and share image once the shopper has left it: one of each, never copies.
 */
export function applyPageLinks(pathname: string): void {
  const path = canonicalPath(pathname);
  servedPath ??= path;
  const origin = siteOrigin();
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (isKnownPage(path)) {
    if (!canonical) {
      canonical = document.createElement("link");
      canonical.rel = "canonical";
      document.head.append(canonical);
    }
    canonical.href = `${origin}${path}`;
    setOg("og:url", `${origin}${path}`);
  } else {
    canonical?.remove();
    document.head.querySelector('meta[property="og:url"]')?.remove();
  }
  if (path !== servedPath) {
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]'))
      script.remove();
    setOg("og:image", `${origin}${DEFAULT_SHARE_IMAGE}`);
  }
}

/** For tests: forget which page the server served. */
export function resetServedPath(): void {
  servedPath = null;
}
