import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { type LcpImage, type PageMeta, pageTitle } from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Africa R3D: 3D-Printed Eyewear Collection"),
  description:
    "A 3D-printed prescription eyewear collection. 10% of profits go to learning-difficulty charities.",
  product: PRODUCT_IDS.africaR3d,
  share: { image: "/images/og/africa-r3d.jpg", type: "product" },
  parent: "/dynamic-landing",
};

/** The largest picture of the first view, which the server preloads. */
export const lcp = {
  src: "/images/africa/hero.jpg",
  width: 1200,
  height: 675,
  sizes: "(min-width: 1024px) 50vw, 100vw",
} as const satisfies LcpImage;
