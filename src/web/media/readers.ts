import type { PublicImage, PublicMedia, PublicVideo } from "#shared/schemas/media.ts";
import {
  array,
  int,
  literal,
  nullable,
  num,
  object,
  optional,
  type Reader,
  record,
  text,
} from "#web/lib/shape.ts";

const readCrop = object({
  width: int(1),
  height: int(1),
  srcset: object({ avif: optional(text(1)), webp: optional(text(1)), jpeg: optional(text(1)) }),
  src: text(1),
});

export const readPublicImage: Reader<PublicImage> = object({
  id: int(),
  alt: text(),
  caption: nullable(text()),
  width: int(1),
  height: int(1),
  focalX: num(),
  focalY: num(),
  placeholder: text(),
  crops: object({
    original: optional(readCrop),
    square: optional(readCrop),
    landscape: optional(readCrop),
    wide: optional(readCrop),
  }),
});

export const readPublicVideo: Reader<PublicVideo> = object({
  id: int(),
  alt: text(),
  caption: nullable(text()),
  sources: array(object({ src: text(1), type: literal("video/mp4", "video/webm") })),
  poster: nullable(readPublicImage),
});

/** GET /api/media, read without zod (the home page's budget, lib/shape.ts). */
export const readPublicMedia: Reader<PublicMedia> = object({
  images: record(array(readPublicImage)),
  videos: record(readPublicVideo),
});
