import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { HALF_WIDTH_FROM_MD, type LcpImage, type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Premium Sports Sunglasses"),
  description: "Primary+ full-wrap sports sunglasses with interchangeable German lenses. Free UK delivery.",
  product: PRODUCT_IDS.primary,
  structuredData: "organization",
};

/** The largest picture of the first view, which the server preloads. */
export const lcp = {
  src: "/images/hero-runner.jpg",
  width: 1200,
  height: 675,
  sizes: HALF_WIDTH_FROM_MD,
} as const satisfies LcpImage;
