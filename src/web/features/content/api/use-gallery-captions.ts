import { type CatalogueQuery, catalogueQuery, useCatalogue } from "#web/catalogue/catalogue-query.ts";
import { array, type Infer, object, text } from "#web/lib/shape.ts";

const GALLERY_CAPTIONS_URL = "/images/gallery/captions.json";

const readGallery = array(object({ file: text(1), caption: text(), alt: text() }));
export type GalleryImage = Infer<typeof readGallery>[number];

const galleryQuery: CatalogueQuery<GalleryImage[]> = catalogueQuery(GALLERY_CAPTIONS_URL, readGallery);

/** Written by scripts/images.mjs beside the gallery pictures; it only changes with a new build. */
export const useGalleryCaptions = () => useCatalogue(galleryQuery, { retry: 2 });
