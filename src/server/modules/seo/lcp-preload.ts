import { escapeHtml } from "#server/lib/escape-html.ts";
import { lcpImageOf, PRELOAD_FORMAT, variantSrcSet } from "#shared/lcp-images.ts";

/**
 * The preload of a page's LCP image, so the browser fetches it while the scripts load instead of after
 * the page renders: the same candidates and sizes as the page's <picture> source it would pick.
 */
export function lcpPreloadTag(path: string): string | null {
  const image = lcpImageOf(path);
  if (!image) return null;
  const srcset = variantSrcSet(image.src, PRELOAD_FORMAT.format);
  return `<link rel="preload" as="image" type="${PRELOAD_FORMAT.type}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`;
}
