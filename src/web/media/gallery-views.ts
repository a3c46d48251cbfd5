import { cropOf } from "#shared/media-pick.ts";
import type { MediaCrop, PublicImage } from "#shared/schemas/media.ts";

/** A gallery's view: a drawing (src and its size), or one of the owner's photos framed by `crop`. */
export interface PictureView {
  label: string;
  src: string;
  alt: string;
  width: number;
  height: number;
  upload?: PublicImage;
}

/**
 * A gallery's views: the owner's photos of the place when there are any (each named by its caption, else
 * by its place in the row), else the drawings.
 */
export function galleryViews<V extends PictureView>(
  uploads: readonly PublicImage[],
  drawings: readonly V[],
  crop: MediaCrop,
): readonly PictureView[] {
  const views = uploads.flatMap((image, i): PictureView[] => {
    const framed = cropOf(image, crop);
    if (!framed) return [];
    const label = image.caption ?? `Photo ${i + 1} of ${uploads.length}`;
    return [
      { label, src: framed.src, alt: image.alt, width: framed.width, height: framed.height, upload: image },
    ];
  });
  return views.length > 0 ? views : drawings;
}
