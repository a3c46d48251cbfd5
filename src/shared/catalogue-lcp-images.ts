import { DEFAULT_FRAME_COLOR_ID } from "./catalogue.ts";
import { PREVIEW_SIZE, previewFrame } from "./image-paths.ts";
import { LCP_IMAGES, type LcpImage, SPARE_LENS_GALLERY } from "./lcp-images.ts";
import { spareLensChoices, spareLensImage } from "./spare-lenses.ts";

/** The storefront's lists (active rows, in the API's order) that some pages' first picture is chosen from. */
export interface LcpCatalogue {
  spareLensTypes: readonly { name: string }[];
  colors: readonly { id: number; name: string }[];
}

/**
 * The picture sits in the second column of the page's grid, beside the choices, from this width; below it
 * the choices come first and text is the largest element of the first view, so nothing is preloaded there.
 */
const BESIDE_CHOICES = "(min-width: 1024px)";

/** Pages whose first picture depends on the catalogue: the first spare tint, the configurator's default frame colour. */
export const CATALOGUE_LCP_IMAGES = {
  "/spare-lenses": ({ spareLensTypes }) => {
    const first = spareLensChoices(spareLensTypes)[0];
    return first && { src: spareLensImage(first.name), ...SPARE_LENS_GALLERY, media: BESIDE_CHOICES };
  },
  "/lens-configurator": ({ colors }) => {
    const colour = colors.find((c) => c.id === DEFAULT_FRAME_COLOR_ID);
    return colour && { src: previewFrame("primary", colour.name), ...PREVIEW_SIZE, media: BESIDE_CHOICES };
  },
} as const satisfies Record<string, (catalogue: LcpCatalogue) => LcpImage | undefined>;

/** A page's LCP picture: fixed, or chosen from the catalogue when it is given. */
export function lcpImageOf(path: string, catalogue?: LcpCatalogue | null): LcpImage | undefined {
  const fixed = (LCP_IMAGES as Record<string, LcpImage | undefined>)[path];
  if (fixed || !catalogue || !Object.hasOwn(CATALOGUE_LCP_IMAGES, path)) return fixed;
  return CATALOGUE_LCP_IMAGES[path as keyof typeof CATALOGUE_LCP_IMAGES](catalogue);
}
