import { useQuery } from "@tanstack/react-query";
import { getJson } from "#web/lib/api.ts";
import { array, type Infer, object, text } from "#web/lib/shape.ts";

export const GALLERY_CAPTIONS_URL = "/images/gallery/captions.json";

const readGallery = array(object({ file: text(1), caption: text(), alt: text() }));
export type GalleryImage = Infer<typeof readGallery>[number];

/** Written by scripts/images.mjs beside the gallery pictures; it only changes with a new build. */
export function useGalleryCaptions() {
  return useQuery({
    queryKey: [GALLERY_CAPTIONS_URL],
    queryFn: ({ signal }) => getJson(GALLERY_CAPTIONS_URL, readGallery, signal),
    retry: 2,
  });
}
