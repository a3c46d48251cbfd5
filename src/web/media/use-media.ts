import { EMPTY_MEDIA, firstImageOf, imagesOf, videoOf } from "#shared/media-pick.ts";
import type { PublicMedia } from "#shared/schemas/media.ts";
import {
  CATALOGUE_STALE_MS,
  type CacheSettings,
  catalogueQuery,
  useCatalogue,
} from "#web/catalogue/catalogue-query.ts";
import { readPublicMedia } from "./readers.ts";

/** GET /api/media: every place's ready photos and videos, served from the catalogue snapshot. */
export const mediaQuery = catalogueQuery("/api/media", readPublicMedia);

/**
 * The owner's media by place. Until the answer arrives (or when it fails) the map is empty, so every place
 * shows its drawing: a page never waits on it.
 */
export function useMedia(cache: CacheSettings = { staleTime: CATALOGUE_STALE_MS }): PublicMedia {
  return useCatalogue(mediaQuery, cache).data ?? EMPTY_MEDIA;
}

export const useImages = (target: string) => imagesOf(useMedia(), target);
export const useFirstImage = (target: string) => firstImageOf(useMedia(), target);
export const useVideo = (slot: string) => videoOf(useMedia(), slot);
