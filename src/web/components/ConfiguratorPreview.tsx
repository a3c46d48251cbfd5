import { PREVIEW_SIZE, previewLayers, slugify } from "#shared/image-paths.ts";
import { PREVIEW_PHOTO_SIZES } from "#shared/page-meta.ts";
import type { PublicImage } from "#shared/schemas/media.ts";
import { MediaPicture } from "#web/media/MediaPicture.tsx";
import { cn } from "../lib/cn.ts";

interface ConfiguratorPreviewProps {
  /** "primary" (the shield frame) or an Africa R3D frame's slug. */
  set: string;
  colorName: string;
  /** The lens layer's slug, e.g. "blue-mirror", "rx-clear" (see lensTintSlug). */
  lens: string;
  /** What the drawn layers show, e.g. "Primary+ in Celeste with Blue Mirror lenses" (an upload has its own alt text). */
  alt: string;
  /** Above the fold: load the layers eagerly instead of lazily. */
  priority?: boolean;
  className?: string;
  testId?: string;
  /** The owner's photo of the chosen frame colour: shown (4:3) instead of the drawn layers. */
  upload?: PublicImage;
  /** The photo's rendered width. */
  sizes?: string;
}

/**
 * The chosen frame colour and lens in one picture: the frame's back, the lens and the frame's front
 * are separate transparent layers stacked in a box of fixed aspect ratio, so any colour shows with
 * any lens and changing either swaps one layer without moving the layout.
 */
export function ConfiguratorPreview({
  set,
  colorName,
  lens,
  alt,
  priority,
  className,
  testId = "configurator-preview",
  upload,
  sizes = PREVIEW_PHOTO_SIZES,
}: ConfiguratorPreviewProps) {
  const layers = previewLayers(set, colorName, lens);
  const layer = "absolute inset-0 size-full object-cover";
  const common = {
    ...PREVIEW_SIZE,
    decoding: "async" as const,
    loading: priority ? ("eager" as const) : ("lazy" as const),
  };
  return (
    <div
      role="img"
      aria-label={upload ? upload.alt : alt}
      data-testid={testId}
      data-frame-colour={slugify(colorName)}
      data-lens={lens}
      className={cn("relative aspect-[4/3] overflow-hidden bg-zinc-100", className)}
    >
      {upload ? (
        <MediaPicture
          image={upload}
          crop="landscape"
          alt=""
          sizes={sizes}
          priority={priority}
          pictureClassName="block size-full"
          className="size-full max-w-none object-cover"
        />
      ) : (
        <>
          <img {...common} alt="" src={layers.frame} className={layer} data-layer="frame" />
          <img {...common} alt="" src={layers.lens} className={layer} data-layer="lens" />
          <img {...common} alt="" src={layers.front} className={layer} data-layer="front" />
        </>
      )}
    </div>
  );
}
