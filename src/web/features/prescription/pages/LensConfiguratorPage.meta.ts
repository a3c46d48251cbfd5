import { DEFAULT_FRAME_COLOR_ID, PRODUCT_IDS } from "#shared/catalogue.ts";
import { PREVIEW_SIZE, previewFrame } from "#shared/image-paths.ts";
import {
  BESIDE_CHOICES,
  type LcpCatalogue,
  type LcpImage,
  type PageMeta,
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
