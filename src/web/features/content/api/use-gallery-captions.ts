import { mediaTargets } from "#shared/media-pick.ts";
import type { PublicImage } from "#shared/schemas/media.ts";
import { type CatalogueQuery, catalogueQuery, useCatalogue } from "#web/catalogue/catalogue-query.ts";
import { array, type Infer, object, text } from "#web/lib/shape.ts";
import { useImages } from "#web/media/use-media.ts";

const GALLERY_CAPTIONS_URL = "/images/gallery/captions.json";

const readGallery = array(object({ file: text(1), caption: text(), alt: text() }));
/** A gallery picture: a drawing's file, or the owner's photo (`upload`). */
export type GalleryImage = Infer<typeof readGallery>[number] & { upload?: PublicImage };

const galleryQuery: CatalogueQuery<GalleryImage[]> = catalogueQuery(GALLERY_CAPTIONS_URL, readGallery);

/** Written by scripts/images.mjs beside the gallery pictures; it only changes with a new build. */
export const useGalleryCaptions = () => useCatalogue(galleryQuery, { retry: 2 });

/** The About gallery: the owner's photos there when any are uploaded (the drawings' captions then unused). */
export function useAboutGallery(): {
  data?: readonly GalleryImage[];
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
} {
  const uploads = useImages(mediaTargets.about);
  const drawings = useGalleryCaptions();
  if (uploads.length === 0) return drawings;
  const data = uploads.map((upload) => ({
    file: `upload-${upload.id}`,
    alt: upload.alt,
    caption: upload.caption ?? "",
    upload,
  }));
  return { data, isPending: false, isError: false, refetch: drawings.refetch };
}
