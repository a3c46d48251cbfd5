import { HALF_WIDTH_FROM_MD, type LcpImage, type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Prescription Sports Sunglasses Guide"),
  description: "Prescription sports sunglasses from -7 to +8: lens options, prices and how to order.",
};

/** The largest picture of the first view, which the server preloads. */
export const lcp = {
  src: "/images/hero-prescription.jpg",
  width: 1200,
  height: 675,
  sizes: HALF_WIDTH_FROM_MD,
} as const satisfies LcpImage;
