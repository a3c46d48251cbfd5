/**
 * The widths scripts/images.mjs writes beside every generated image, as `{name}-{w}w.jpg`, `.webp` and
 * `.avif` (see public/images/manifest.json). Keep the two in step.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;

export type ImageFormat = "jpg" | "webp" | "avif";

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

export interface LcpImage {
  src: string;
  width: number;
  height: number;
  /** The rendered width, as the page's <picture> gives it. */
  sizes: string;
}

/**
 * The largest picture of each page's first view: the page renders it with high priority and the server
 * preloads it from the served HTML, so the two must agree on the file set and the sizes.
 */
export const LCP_IMAGES = {
  "/": { src: "/images/hero-runner.jpg", width: 1200, height: 675, sizes: "(min-width: 768px) 50vw, 100vw" },
  "/sports-socks": {
    src: "/images/socks/sock-1.jpg",
    width: 800,
    height: 800,
    sizes: "(min-width: 768px) 50vw, 100vw",
  },
  "/prescription-pro": {
    src: "/images/optical-rim.jpg",
    width: 1200,
    height: 800,
    sizes: "(min-width: 768px) 672px, 100vw",
  },
  "/africa-r3d": {
    src: "/images/africa/hero.jpg",
    width: 1200,
    height: 675,
    sizes: "(min-width: 1024px) 50vw, 100vw",
  },
} as const satisfies Record<string, LcpImage>;

export const lcpImageOf = (path: string): LcpImage | undefined =>
  (LCP_IMAGES as Record<string, LcpImage | undefined>)[path];

/** The <picture> offers AVIF first and every browser that preloads by type decodes it, so that is the file fetched. */
export const PRELOAD_FORMAT = { format: "avif", type: "image/avif" } as const;
