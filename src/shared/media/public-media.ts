import type {
  ImageFormat,
  MediaCrop,
  MediaVariant,
  PublicImage,
  PublicMedia,
  PublicVideo,
} from "../schemas/media.ts";

/** What the public map reads of a media item. */
export interface MapItem {
  id: number;
  kind: "photo" | "video";
  status: "processing" | "ready" | "failed";
  alt: string;
  caption: string | null;
  focalX: number;
  focalY: number;
  placeholder: string | null;
  variants: readonly MediaVariant[];
}

/** What the public map reads of an attachment. */
export interface MapAttachment {
  id: number;
  mediaId: number;
  target: string;
  position: number;
}

/** A video slot holds one video; every other place holds photos. */
export const isVideoTarget = (target: string): boolean => target.startsWith("video:");

/** Each format's srcset, smallest format first so a `<picture>` lists its sources in this order. */
const SRCSET_FORMATS: readonly ImageFormat[] = ["avif", "webp", "jpeg"];
/** WebM first: a browser that cannot play it goes on to the MP4. */
const VIDEO_TYPES = [
  ["webm", "video/webm"],
  ["mp4", "video/mp4"],
] as const;

const widest = (files: readonly MediaVariant[]): MediaVariant | undefined =>
  files.reduce<MediaVariant | undefined>((top, v) => (!top || v.width > top.width ? v : top), undefined);

/** One width once per format, narrowest first: "/media/a-480.avif 480w, /media/a-960.avif 960w". */
function srcsetOf(files: readonly MediaVariant[]): string {
  const byWidth = new Map<number, MediaVariant>();
  for (const v of files) if (!byWidth.has(v.width)) byWidth.set(v.width, v);
  return [...byWidth.values()]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.path} ${v.width}w`)
    .join(", ");
}

/** A crop's sources; a crop without a JPEG is left out (emails and share cards need one). */
function cropOf(files: readonly MediaVariant[]): PublicImage["crops"][MediaCrop] | undefined {
  const jpeg = widest(files.filter((v) => v.format === "jpeg"));
  const top = widest(files);
  if (!jpeg || !top) return undefined;
  const srcset: Partial<Record<ImageFormat, string>> = {};
  for (const format of SRCSET_FORMATS) {
    const ofFormat = files.filter((v) => v.format === format);
    if (ofFormat.length > 0) srcset[format] = srcsetOf(ofFormat);
  }
  return { width: top.width, height: top.height, srcset, src: jpeg.path };
}

const isImageFile = (v: MediaVariant) => v.format === "avif" || v.format === "webp" || v.format === "jpeg";

/** A picture from image variants (a photo's, or a video's poster's); null when no crop has a JPEG. */
function imageOf(item: MapItem, files: readonly MediaVariant[]): PublicImage | null {
  const byCrop = new Map<MediaCrop, MediaVariant[]>();
  for (const v of files.filter(isImageFile)) {
    const ofCrop = byCrop.get(v.crop);
    if (ofCrop) ofCrop.push(v);
    else byCrop.set(v.crop, [v]);
  }
  const crops: PublicImage["crops"] = {};
  for (const [crop, ofCrop] of byCrop) {
    const made = cropOf(ofCrop);
    if (made) crops[crop] = made;
  }
  // The picture's size is the served original's (its shape reserves the space), else any crop's.
  const base = crops.original ?? Object.values(crops)[0];
  if (!base) return null;
  return {
    id: item.id,
    alt: item.alt,
    caption: item.caption,
    width: base.width,
    height: base.height,
    focalX: item.focalX,
    focalY: item.focalY,
    placeholder: item.placeholder ?? "",
    crops,
  };
}

/** The widest file of each video format, and the poster's picture; null without a playable file. */
function videoOf(item: MapItem): PublicVideo | null {
  const sources: PublicVideo["sources"] = [];
  for (const [format, type] of VIDEO_TYPES) {
    const file = widest(item.variants.filter((v) => v.format === format && !v.poster));
    if (file) sources.push({ src: file.path, type });
  }
  if (sources.length === 0) return null;
  return {
    id: item.id,
    alt: item.alt,
    caption: item.caption,
    sources,
    poster: imageOf(
      item,
      item.variants.filter((v) => v.poster),
    ),
  };
}

const inOrder = (a: MapAttachment, b: MapAttachment) =>
  (a.target < b.target ? -1 : a.target > b.target ? 1 : 0) || a.position - b.position || a.id - b.id;

/**
 * GET /api/media: per place, its ready items in the owner's order. An item still processing or failed is
 * left out, so is a photo in a video slot or a video among photos; a video slot shows its first video.
 */
export function publicMedia(items: readonly MapItem[], attachments: readonly MapAttachment[]): PublicMedia {
  const ready = new Map(items.filter((i) => i.status === "ready").map((i) => [i.id, i]));
  const images: PublicMedia["images"] = {};
  const videos: PublicMedia["videos"] = {};
  for (const a of [...attachments].sort(inOrder)) {
    const item = ready.get(a.mediaId);
    if (!item) continue;
    if (isVideoTarget(a.target)) {
      if (item.kind !== "video" || Object.hasOwn(videos, a.target)) continue;
      const video = videoOf(item);
      if (video) videos[a.target] = video;
    } else if (item.kind === "photo") {
      const image = imageOf(
        item,
        item.variants.filter((v) => !v.poster),
      );
      const shown = images[a.target];
      if (image && shown) shown.push(image);
      else if (image) images[a.target] = [image];
    }
  }
  return { images, videos };
}
