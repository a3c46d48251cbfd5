import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { type LcpImage, type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Customise Your Prescription Sunglasses"),
  description:
    "Choose vision type, frame colour, lens technology and mirror finish for your prescription sunglasses.",
  product: PRODUCT_IDS.prescriptionPro,
  share: { image: "/images/og/prescription-pro.jpg", type: "product" },
  parent: "/dynamic-landing",
};

/** The largest picture of the first view, which the server preloads. */
export const lcp = {
  src: "/images/optical-rim.jpg",
  width: 1200,
  height: 800,
  sizes: "(min-width: 768px) 672px, 100vw",
} as const satisfies LcpImage;
