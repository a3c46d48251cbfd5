import { PRODUCT_IDS } from "./catalogue.ts";
import { frameColorImage } from "./image-paths.ts";

/** Products whose colour is a frame colour with its own photo. */
const FRAMED: readonly number[] = [
  PRODUCT_IDS.primary,
  PRODUCT_IDS.prescription,
  PRODUCT_IDS.prescriptionPro,
];

const PRODUCT_PICTURES: Record<number, string> = {
  [PRODUCT_IDS.primary]: "/images/ronhill-black.jpg",
  [PRODUCT_IDS.prescription]: "/images/hero-prescription.jpg",
  [PRODUCT_IDS.spare]: "/images/lenses/blue-mirror.jpg",
  [PRODUCT_IDS.socks]: "/images/socks/sock-1.jpg",
  [PRODUCT_IDS.nosePads]: "/images/nose-pads.jpg",
  [PRODUCT_IDS.africaR3d]: "/images/africa/hizashi.jpg",
  [PRODUCT_IDS.prescriptionPro]: "/images/hero-prescription.jpg",
};

/**
 * A line's small picture (the build's 480 px file): its frame colour, else its product's photo. WebP for
 * the pages; JPEG for emails, which some mail programs show only in that form.
 */
export function itemPicture(
  item: { productId: number; colorName: string | null },
  format: "webp" | "jpg" = "webp",
): string | null {
  const full =
    item.colorName && FRAMED.includes(item.productId)
      ? frameColorImage(item.colorName)
      : PRODUCT_PICTURES[item.productId];
  return full ? full.replace(/\.jpg$/, `-480w.${format}`) : null;
}
