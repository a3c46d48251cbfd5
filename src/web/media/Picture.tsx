import type { MediaCrop, PublicImage } from "#shared/schemas/media.ts";
import { ResponsiveImage, type ResponsiveImageProps } from "#web/components/ResponsiveImage.tsx";
import { MediaPicture } from "./MediaPicture.tsx";

export interface PictureProps extends ResponsiveImageProps {
  /** The owner's photo for this place, when there is one: shown instead of the drawing. */
  upload?: PublicImage;
  /** How the upload is framed where the drawing stands (the drawing's aspect ratio). */
  crop: MediaCrop;
}

/**
 * A place's picture: the owner's upload when there is one, else the build-time drawing. A decorative
 * drawing (alt "") stays decorative as an upload; otherwise the upload's own alt text describes it.
 */
export function Picture({ upload, crop, ...drawing }: PictureProps) {
  if (!upload) return <ResponsiveImage {...drawing} />;
  return (
    <MediaPicture
      image={upload}
      crop={crop}
      sizes={drawing.sizes ?? "100vw"}
      priority={drawing.priority}
      alt={drawing.alt === "" ? "" : upload.alt}
      className={drawing.className}
      pictureClassName={drawing.pictureClassName}
    />
  );
}
