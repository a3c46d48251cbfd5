/**
 * Which of the owner's uploads a place shows (docs/decisions/0061): the first ready photo attached to its
 * target, framed by the crop the place asks for; a place with none shows the build-time drawing.
 * Types only from the schema, so the home page's bundle carries no zod.
 */
import type { LENS_TABLES, MediaCrop, PublicImage, PublicMedia, PublicVideo } from "./schemas/media.ts";

/** The media map with nothing uploaded: every place shows its drawing. */
export const EMPTY_MEDIA: PublicMedia = { images: {}, videos: {} };

/** The attachment targets of the places the storefront shows media. */
export const mediaTargets = {
  product: (id: number) => `product:${id}`,
  frameColour: (id: number) => `frame-colour:${id}`,
  lens: (table: (typeof LENS_TABLES)[number], id: number) => `lens:${table}:${id}`,
  r3dFrame: (id: number) => `r3d-frame:${id}`,
  r3dColour: (id: number) => `r3d-colour:${id}`,
  about: "about",
  video: (slot: string) => `video:${slot}`,
} as const;

/** A place's photos in the owner's order; none when nothing is uploaded there (or the map is missing). */
export const imagesOf = (media: PublicMedia | null | undefined, target: string): readonly PublicImage[] =>
  (media && Object.hasOwn(media.images, target) ? media.images[target] : undefined) ?? [];

export const firstImageOf = (
  media: PublicMedia | null | undefined,
  target: string,
): PublicImage | undefined => imagesOf(media, target)[0];

export const videoOf = (media: PublicMedia | null | undefined, slot: string): PublicVideo | undefined => {
  const key = mediaTargets.video(slot);
  return media && Object.hasOwn(media.videos, key) ? media.videos[key] : undefined;
};

/** An order or basket line's picture: its Africa R3D colour's photo, its frame colour's, else its product's. */
export function lineImage(
  media: PublicMedia | null | undefined,
  line: { productId: number; colorId?: number | null; r3dColourId?: number | null },
): PublicImage | undefined {
  const colour = line.r3dColourId
    ? firstImageOf(media, mediaTargets.r3dColour(line.r3dColourId))
    : line.colorId
      ? firstImageOf(media, mediaTargets.frameColour(line.colorId))
      : undefined;
  return colour ?? firstImageOf(media, mediaTargets.product(line.productId));
}

export type ImageCrop = NonNullable<PublicImage["crops"][MediaCrop]>;

/** The crop asked for, else the picture as uploaded, else any crop it has. */
export function cropOf(image: PublicImage, crop: MediaCrop): ImageCrop | undefined {
  const { crops } = image;
  return crops[crop] ?? crops.original ?? Object.values(crops).find((c) => c !== undefined);
}

/** An absolute URL of a public file (a share card, JSON-LD, an email). */
export const absoluteUrl = (origin: string, path: string): string =>
  /^https?:\/\//.test(path) ? path : `${origin.replace(/\/$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
