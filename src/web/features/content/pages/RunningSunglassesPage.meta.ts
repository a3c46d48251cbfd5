import { HALF_WIDTH_FROM_MD, type LcpImage, type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Running Sunglasses Guide"),
  description: "How to choose running sunglasses: fit, lenses and what matters on the road and trail.",
};

/** The largest picture of the first view, which the server preloads. */
export const lcp = {
  src: "/images/gallery/14.jpg",
  width: 1200,
  height: 800,
  sizes: HALF_WIDTH_FROM_MD,
} as const satisfies LcpImage;
