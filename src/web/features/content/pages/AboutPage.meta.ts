import { HALF_WIDTH_FROM_MD, type LcpImage, type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("About Us"),
  description: "Our story since 2014: sports eyewear designed with and for UK athletes.",
};

/** The largest picture of the first view, which the server preloads. */
export const lcp = {
  src: "/images/gallery/10.jpg",
  width: 1200,
  height: 800,
  sizes: HALF_WIDTH_FROM_MD,
} as const satisfies LcpImage;
