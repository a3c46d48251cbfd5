import type { CSSProperties } from "react";
import { cn } from "../lib/cn.ts";

/**
 * The widths scripts/images.mjs writes beside every generated image, as `{name}-{w}w.jpg`,
 * `{name}-{w}w.webp` and `{name}-{w}w.avif` (see public/images/manifest.json). Keep the two in step.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;

export interface ResponsiveImageProps {
  /** The default image, e.g. "/images/hero-runner.jpg". */
  src: string;
  alt: string;
  /** Intrinsic size of `src` (from the manifest); reserves the box so the layout does not shift. */
  width: number;
  height: number;
  /** The rendered width, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  /** Above the fold: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** Set false for images that have no -480w/-960w variants (SVGs, og images). */
  variants?: boolean;
  className?: string;
  pictureClassName?: string;
  style?: CSSProperties;
}

function srcSet(
  base: string,
  ext: "jpg" | "webp" | "avif",
  original?: { src: string; width: number },
): string {
  const entries = IMAGE_VARIANT_WIDTHS.map((w) => `${base}-${w}w.${ext} ${w}w`);
  if (original) entries.push(`${original.src} ${original.width}w`);
  return entries.join(", ");
}

/**
 * A <picture> with AVIF, then WebP, then JPEG at the generated widths (the browser takes the first
 * type it decodes); lazy unless `priority`.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  priority = false,
  variants = true,
  className,
  pictureClassName,
  style,
}: ResponsiveImageProps) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      sizes={variants ? sizes : undefined}
      srcSet={
        variants
          ? srcSet(src.replace(/\.jpg$/, ""), "jpg", width > 960 ? { src, width } : undefined)
          : undefined
      }
      className={cn("h-auto max-w-full", className)}
      style={style}
    />
  );
  if (!variants) return img;
  const base = src.replace(/\.jpg$/, "");
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={srcSet(base, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(base, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
