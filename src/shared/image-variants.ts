/**
 * The widths scripts/images.mjs writes beside every generated image, as `{name}-{w}w.jpg`, `.webp` and
 * `.avif` (see public/images/manifest.json). Keep the two in step.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;

type ImageFormat = "jpg" | "webp" | "avif";

/** The srcset of one format of a generated image; the JPEG set ends with the original when it is wider. */
export function variantSrcSet(
  src: string,
  format: ImageFormat,
  original?: { src: string; width: number },
): string {
  const base = src.replace(/\.jpg$/, "");
  const entries = IMAGE_VARIANT_WIDTHS.map((w) => `${base}-${w}w.${format} ${w}w`);
  if (original) entries.push(`${original.src} ${original.width}w`);
  return entries.join(", ");
}
