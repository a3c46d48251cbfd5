import { open, readFile } from "node:fs/promises";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import sharp from "sharp";
import { HttpError } from "#server/lib/http-error.ts";
import type { StorageMime } from "#server/providers/storage/index.ts";
import {
  MEDIA_MAX_PIXELS,
  MEDIA_MESSAGES,
  MEDIA_PHOTO_MAX_BYTES,
  MEDIA_PHOTO_TYPES,
  MEDIA_VIDEO_MAX_BYTES,
  MEDIA_VIDEO_TYPES,
} from "#shared/media/limits.ts";
import type { ReceivedFile } from "./form.ts";
import { uprightOf } from "./variants.ts";
import { mp4VideoStream, type VideoStream, webmVideoStream } from "./video-container.ts";

export interface CheckedPhoto {
  kind: "photo";
  mime: StorageMime;
  data: Buffer;
  width: number;
  height: number;
}

export interface CheckedVideo {
  kind: "video";
  mime: StorageMime;
  stream: VideoStream;
}

/** What sharp calls each photo type it reads: a file must be what its bytes first said. */
const SHARP_FORMATS: Record<(typeof MEDIA_PHOTO_TYPES)[number], string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
};

const isPhotoType = (mime: string | undefined): mime is (typeof MEDIA_PHOTO_TYPES)[number] =>
  (MEDIA_PHOTO_TYPES as readonly string[]).includes(mime ?? "");

/**
 * A photo's bytes, not its name: the type from its content, its declared size from the header before
 * anything is decoded (a decompression bomb stops here), then a full decode at a small size, which fails
 * for a file cut short.
 */
export async function checkPhoto(
  data: Buffer,
  typeMessage: string = MEDIA_MESSAGES.fileType,
): Promise<CheckedPhoto> {
  const mime = (await fileTypeFromBuffer(data))?.mime;
  if (!isPhotoType(mime)) throw new HttpError(415, typeMessage);
  if (data.length > MEDIA_PHOTO_MAX_BYTES) throw new HttpError(413, MEDIA_MESSAGES.photoTooLarge);
  // The header only: nothing is decoded yet.
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(400, MEDIA_MESSAGES.undecodable);
    });
  const { format } = meta;
  const { width, height } = uprightOf(meta);
  if (format !== SHARP_FORMATS[mime] || !width || !height)
    throw new HttpError(400, MEDIA_MESSAGES.undecodable);
  if (width * height > MEDIA_MAX_PIXELS) throw new HttpError(400, MEDIA_MESSAGES.tooManyPixels);
  try {
    await sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "truncated" })
      .resize(64, 64, { fit: "inside" })
      .raw()
      .toBuffer();
  } catch {
    throw new HttpError(400, MEDIA_MESSAGES.undecodable);
  }
  return { kind: "photo", mime, data, width, height };
}

/** The uploaded file: a photo (read into memory, at most 25 MB) or an MP4 or WebM with a video stream. */
export async function checkUpload(file: ReceivedFile): Promise<CheckedPhoto | CheckedVideo> {
  const mime = (await fileTypeFromFile(file.path))?.mime;
  if (isPhotoType(mime)) {
    if (file.bytes > MEDIA_PHOTO_MAX_BYTES) throw new HttpError(413, MEDIA_MESSAGES.photoTooLarge);
    return checkPhoto(await readFile(file.path));
  }
  if (mime !== MEDIA_VIDEO_TYPES[0] && mime !== MEDIA_VIDEO_TYPES[1]) {
    throw new HttpError(415, MEDIA_MESSAGES.fileType);
  }
  if (file.bytes > MEDIA_VIDEO_MAX_BYTES) throw new HttpError(413, MEDIA_MESSAGES.videoTooLarge);
  const handle = await open(file.path, "r");
  try {
    const stream =
      mime === "video/mp4"
        ? await mp4VideoStream(handle, file.bytes)
        : await webmVideoStream(handle, file.bytes);
    if (!stream) throw new HttpError(400, MEDIA_MESSAGES.noVideoStream);
    return { kind: "video", mime, stream };
  } finally {
    await handle.close();
  }
}
