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
  title: pageTitle("Sports Socks: Multi-buy Offer"),
  description: "Cushioned, blister-resistant technical sports socks in five sizes.",
  product: PRODUCT_IDS.socks,
  share: { image: "/images/og/sports-socks.jpg", type: "product" },
  parent: "/dynamic-landing",
};

/** The largest picture of the first view, which the server preloads. */
export const lcp = {
  src: "/images/socks/sock-1.jpg",
  width: 800,
  height: 800,
  sizes: HALF_WIDTH_FROM_MD,
} as const satisfies LcpImage;

/** The socks' first photo, square, in the drawing's place when the owner uploaded one. */
export const lcpUpload: LcpUpload = { target: mediaTargets.product(PRODUCT_IDS.socks), crop: "square" };
