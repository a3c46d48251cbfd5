import { DEFAULT_FRAME_COLOR_ID, PRODUCT_IDS } from "#shared/catalogue.ts";
import { PREVIEW_SIZE, previewFrame } from "#shared/image-paths.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import {
  BESIDE_CHOICES,
  type LcpCatalogue,
  type LcpImage,
  type LcpUpload,
  type PageMeta,
  PREVIEW_PHOTO_SIZES,
  pageTitle,
} from "#shared/page-meta.ts";

export const meta: PageMeta = {
  title: pageTitle("Lens Configurator"),
  description: "Configure frame colour, lens type and mirror finish and see your price.",
  product: PRODUCT_IDS.primary,
  share: { image: "/images/og/lens-configurator.jpg", type: "product" },
  parent: "/dynamic-landing",
};

/** The default frame colour's preview (BESIDE_CHOICES). */
export const lcp = ({ colors }: LcpCatalogue): LcpImage | undefined => {
  const colour = colors.find((c) => c.id === DEFAULT_FRAME_COLOR_ID);
  return colour && { src: previewFrame("primary", colour.name), ...PREVIEW_SIZE, media: BESIDE_CHOICES };
};

/** The default frame colour's first photo (4:3) instead of the drawn layers, when the owner uploaded one. */
export const lcpUpload: LcpUpload = {
  target: mediaTargets.frameColour(DEFAULT_FRAME_COLOR_ID),
  crop: "landscape",
  sizes: PREVIEW_PHOTO_SIZES,
};
