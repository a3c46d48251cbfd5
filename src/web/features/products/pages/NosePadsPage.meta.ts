import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import {
  HALF_WIDTH_FROM_MD,
  type LcpImage,
  type LcpUpload,
  type PageMeta,
  pageTitle,
} from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Spare Nose Pads"),
  description: "Soft, hypoallergenic replacement nose pads for Primary+ frames.",
  product: PRODUCT_IDS.nosePads,
  share: { image: "/images/og/nose-pads.jpg", type: "product" },
  parent: "/dynamic-landing",
};

/** The largest picture of the first view, which the server preloads. */
export const lcp = {
  src: "/images/nose-pads.jpg",
  width: 800,
  height: 600,
  sizes: HALF_WIDTH_FROM_MD,
} as const satisfies LcpImage;

/** The gallery's first photo (4:3) in the drawing's place when the owner uploaded one. */
export const lcpUpload: LcpUpload = { target: mediaTargets.product(PRODUCT_IDS.nosePads), crop: "landscape" };
