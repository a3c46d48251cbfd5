import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import {
  BESIDE_CHOICES,
  type LcpCatalogue,
  type LcpImage,
  type LcpUpload,
  type PageMeta,
  pageTitle,
} from "#shared/page-meta.ts";
import { spareLensChoices, spareLensImage } from "#shared/spare-lenses.ts";

export const meta: PageMeta = {
  title: pageTitle("Replacement Lenses"),
  description: "Replacement lenses for Primary+ sports sunglasses in six tints.",
  product: PRODUCT_IDS.spare,
  share: { image: "/images/og/spare-lenses.jpg", type: "product" },
  parent: "/dynamic-landing",
};

/** The gallery, which shows the first tint offered until one is chosen. */
export const SPARE_LENS_GALLERY = {
  width: 800,
  height: 600,
  sizes: "(min-width: 1024px) 40vw, 100vw",
} as const;

/** The first tint's picture (BESIDE_CHOICES). */
export const lcp = ({ spareLensTypes }: LcpCatalogue): LcpImage | undefined => {
  const first = spareLensChoices(spareLensTypes)[0];
  return first && { src: spareLensImage(first.name), ...SPARE_LENS_GALLERY, media: BESIDE_CHOICES };
};

/** The first tint's first photo (4:3) in the drawing's place when the owner uploaded one. */
export const lcpUpload: LcpUpload = {
  target: ({ spareLensTypes }) => {
    const first = spareLensChoices(spareLensTypes)[0];
    return first && mediaTargets.lens("spare", first.id);
  },
  crop: "landscape",
};
