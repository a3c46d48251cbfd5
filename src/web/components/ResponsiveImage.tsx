import type { CSSProperties } from "react";
import { IMAGE_VARIANT_WIDTHS, variantSrcSet } from "#shared/image-variants.ts";
import { cn } from "../lib/cn.ts";

export { IMAGE_VARIANT_WIDTHS };

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
          ? variantSrcSet(src, "jpg", width > IMAGE_VARIANT_WIDTHS[1] ? { src, width } : undefined)
          : undefined
      }
      className={cn("h-auto max-w-full", className)}
      style={style}
    />
  );
  if (!variants) return img;
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={variantSrcSet(src, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(src, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
