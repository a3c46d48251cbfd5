import { escapeHtml } from "#server/lib/escape-html.ts";
import { type CatalogueSnapshot, shown } from "#server/modules/catalogue/index.ts";
import { variantSrcSet } from "#shared/image-variants.ts";
import { type LcpCatalogue, lcpImageOf, type PageRoute, PRELOAD_FORMAT } from "#shared/page-meta.ts";

/** The lists the storefront is sent: active rows, in the API's order. */
export const storefrontLists = (snapshot: CatalogueSnapshot): LcpCatalogue => ({
  spareLensTypes: shown(snapshot.rows.spareLensTypes),
  colors: shown(snapshot.rows.colors),
  media: snapshot.media,
});

/**
 * The preload of a page's LCP image, so the browser fetches it while the scripts load instead of after
 * the page renders: the same candidates and sizes as the page's <picture> source it would pick, or the
 * <img>'s one file, only on the screens where it is the largest element.
 */
export function lcpPreloadTag(page: PageRoute, catalogue?: LcpCatalogue | null): string | null {
  const image = lcpImageOf(page, catalogue);
  if (!image) return null;
  const media = image.media ? ` media="${escapeHtml(image.media)}"` : "";
  const file =
    image.sizes === undefined
      ? `href="${escapeHtml(image.src)}"`
      : `type="${PRELOAD_FORMAT.type}" imagesrcset="${escapeHtml(image.srcset ?? variantSrcSet(image.src, PRELOAD_FORMAT.format))}" imagesizes="${escapeHtml(image.sizes)}"`;
  return `<link rel="preload" as="image" ${file}${media} fetchpriority="high" />`;
}
