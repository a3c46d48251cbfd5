import { z } from "zod";
import { isCleanText, NOT_ALLOWED, optionalText } from "./fields.ts";

/**
 * The owner's photos and videos: the admin's calls and what the storefront reads. Widths, crops and
 * formats of the public variants are the variant plan's (`#shared/media/variant-plan.ts`).
 */

export const MEDIA_KINDS = ["photo", "video"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const IMAGE_FORMATS = ["avif", "webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** How a page frames a picture: as uploaded, square (thumbnails), 4:3 (the configurator preview), 1.91:1 (share cards). */
export const MEDIA_CROPS = ["original", "square", "landscape", "wide"] as const;
export type MediaCrop = (typeof MEDIA_CROPS)[number];

/** One public file the media job made: its content-hashed name under /media/. */
export const MediaVariant = z.object({
  crop: z.enum(MEDIA_CROPS),
  format: z.enum([...IMAGE_FORMATS, "mp4", "webm"]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** e.g. "/media/3f9a…c2-960.avif": public, immutable for a year. */
  path: z.string(),
  /** True for a video's poster image variants. */
  poster: z.boolean().optional(),
});
export type MediaVariant = z.infer<typeof MediaVariant>;

/**
 * The places media are shown, as the attachment's `target`:
 * product:<id>, frame-colour:<id>, lens:<table>:<id> (primary, spare, prescription or africa lens types),
 * r3d-frame:<id>, r3d-colour:<id>, about, video:<slot> (prescriptionPro, lensInstallation).
 */
export const LENS_TABLES = ["primary", "spare", "prescription", "africa"] as const;
export const VIDEO_TARGET_SLOTS = ["prescriptionPro", "lensInstallation"] as const;
export const MediaTarget = z
  .string({ error: "target is required" })
  .max(64, "target is too long")
  .regex(
    /^(product:\d{1,9}|frame-colour:\d{1,9}|lens:(primary|spare|prescription|africa):\d{1,9}|r3d-frame:\d{1,9}|r3d-colour:\d{1,9}|about|video:(prescriptionPro|lensInstallation))$/,
    "target must name a product, frame colour, lens, Africa R3D frame or colour, the About gallery or a video slot",
  );
export type MediaTarget = z.infer<typeof MediaTarget>;

export const ALT_MAX = 300;
export const Alt = z
  .string({ error: "Alt text is required" })
  .trim()
  .min(1, "Alt text is required: describe the picture for people who cannot see it")
  .max(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`)
  .refine(isCleanText(), `Alt text ${NOT_ALLOWED}`);
export const Caption = optionalText("Caption", { max: 300 });
const Focal = (axis: string) =>
  z.coerce
    .number({ error: `${axis} must be a number from 0 to 1` })
    .min(0, `${axis} must be from 0 to 1`)
    .max(1, `${axis} must be from 0 to 1`);
export const FocalX = Focal("focalX");
export const FocalY = Focal("focalY");

/** PATCH /api/admin/media/:id: any of the item's words and its focal point. */
export const MediaUpdate = z
  .strictObject({ alt: Alt.optional(), caption: Caption.nullable(), focalX: FocalX, focalY: FocalY })
  .partial();
export type MediaUpdate = z.infer<typeof MediaUpdate>;

/** The admin's view of one item. */
export const AdminMediaItem = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  status: z.enum(["processing", "ready", "failed"]),
  failure: z.string().nullable(),
  alt: z.string(),
  caption: z.string().nullable(),
  focalX: z.number(),
  focalY: z.number(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int(),
  placeholder: z.string().nullable(),
  /** A small square JPEG for the admin's lists, once ready. */
  thumbnail: z.string().nullable(),
  variants: z.array(MediaVariant),
  /** Where it is shown. */
  targets: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminMediaItem = z.infer<typeof AdminMediaItem>;

export const AdminMediaList = z.object({ items: z.array(AdminMediaItem) });

/** POST /api/admin/media/attachments: show an item at a place (last in its order). */
export const AttachMedia = z.strictObject({ target: MediaTarget, mediaId: z.number().int().positive() });
/** PUT /api/admin/media/order: the place's attachments in their new order, every one of them exactly once. */
export const ReorderMedia = z.strictObject({
  target: MediaTarget,
  mediaIds: z.array(z.number().int().positive()).min(1).max(200),
});
export const MediaTargetQuery = z.object({ target: MediaTarget });

/** One format's srcset of one crop, e.g. "/media/ab-480.avif 480w, /media/ab-960.avif 960w". */
export const PublicImageCrop = z.object({
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.partialRecord(z.enum(IMAGE_FORMATS), z.string()),
  /** The widest JPEG of the crop: for emails, share cards and JSON-LD. */
  src: z.string(),
});

/** What the storefront reads of a ready photo (or a video's poster). */
export const PublicImage = z.object({
  id: z.number().int(),
  alt: z.string(),
  caption: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  focalX: z.number(),
  focalY: z.number(),
  placeholder: z.string(),
  crops: z.partialRecord(z.enum(MEDIA_CROPS), PublicImageCrop),
});
export type PublicImage = z.infer<typeof PublicImage>;

export const PublicVideo = z.object({
  id: z.number().int(),
  alt: z.string(),
  caption: z.string().nullable(),
  sources: z.array(z.object({ src: z.string(), type: z.enum(["video/mp4", "video/webm"]) })),
  poster: PublicImage.nullable(),
});
export type PublicVideo = z.infer<typeof PublicVideo>;

/**
 * GET /api/media: every place's ready media in order, keyed by target. A place with no entry falls back
 * to the drawings made at build time.
 */
export const PublicMedia = z.object({
  images: z.record(z.string(), z.array(PublicImage)),
  videos: z.record(z.string(), PublicVideo),
});
export type PublicMedia = z.infer<typeof PublicMedia>;
