import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import { type LcpImage, type LcpUpload, type PageMeta, pageTitle } from "#shared/page-meta.ts";

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

/** The gallery's first photo (4:3) in the drawing's place when the owner uploaded one. */
export const lcpUpload: LcpUpload = {
  target: mediaTargets.product(PRODUCT_IDS.prescriptionPro),
  crop: "landscape",
};
