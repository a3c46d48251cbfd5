import type { PublicImage } from "#shared/schemas/media.ts";
import type { CatalogueSnapshot } from "./service.ts";

/**
 * The first picture the owner put at a place ("product:3", "frame-colour:12", …; a video slot's poster), for
 * emails, share cards and JSON-LD; null when the place has none, and today's drawing is used instead.
 */
export function firstImage(snapshot: Pick<CatalogueSnapshot, "media">, target: string): PublicImage | null {
  const { images, videos } = snapshot.media;
  if (Object.hasOwn(images, target)) return images[target]?.[0] ?? null;
  if (Object.hasOwn(videos, target)) return videos[target]?.poster ?? null;
  return null;
}
