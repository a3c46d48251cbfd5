import { useQuery } from "@tanstack/react-query";

export interface GalleryImage {
  file: string;
  caption: string;
  alt: string;
}

/** Written by scripts/images.mjs beside the gallery pictures; it only changes with a new build. */
export function useGalleryCaptions() {
  return useQuery<GalleryImage[]>({ queryKey: ["/images/gallery/captions.json"], retry: 2 });
}
