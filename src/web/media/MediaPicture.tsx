import { type CSSProperties, useState } from "react";
import { cropOf } from "#shared/media-pick.ts";
import type { MediaCrop, PublicImage } from "#shared/schemas/media.ts";
import { cn } from "#web/lib/cn.ts";

export interface MediaPictureProps {
  image: PublicImage;
  /** How the place frames it: square thumbnails, 4:3 previews, 1.91:1 cards, or as uploaded. */
  crop: MediaCrop;
  /** The rendered width, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  /** The page's LCP picture: fetched eagerly with high priority, never lazily. */
  priority?: boolean;
  /** Empty for a picture that only decorates (a thumbnail beside its name). */
  alt?: string;
  className?: string;
  pictureClassName?: string;
}

/**
 * One of the owner's photos: AVIF, then WebP, then the JPEG <img> at the crop's widths, its width and
 * height always set (the box is reserved, nothing shifts), the blurred placeholder behind it until it loads.
 */
export function MediaPicture({
  image,
  crop,
  sizes,
  priority = false,
  alt = image.alt,
  className,
  pictureClassName,
}: MediaPictureProps) {
  const [loaded, setLoaded] = useState(false);
  const framed = cropOf(image, crop);
  if (!framed) return null;
  const placeholder: CSSProperties | undefined =
    loaded || !image.placeholder
      ? undefined
      : {
          backgroundImage: `url("${image.placeholder}")`,
          backgroundSize: "cover",
          backgroundPosition: "center",
        };
  const { avif, webp, jpeg } = framed.srcset;
  return (
    <picture className={pictureClassName} data-media-id={image.id}>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={framed.src}
        srcSet={jpeg}
        sizes={sizes}
        alt={alt}
        width={framed.width}
        height={framed.height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        // The ref covers a picture already in the cache (or loaded before hydration), whose load event has passed.
        ref={(img) => {
          if (img?.complete && img.naturalWidth > 0 && !loaded) setLoaded(true);
        }}
        onLoad={() => setLoaded(true)}
        style={placeholder}
        className={cn("h-auto max-w-full", className)}
      />
    </picture>
  );
}
