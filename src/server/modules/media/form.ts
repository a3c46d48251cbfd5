import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { HttpError, invalid } from "#server/lib/http-error.ts";
import {
  MEDIA_FILE_FIELD,
  MEDIA_FORM_FIELDS,
  MEDIA_MESSAGES,
  MEDIA_PHOTO_MAX_BYTES,
  MEDIA_POSTER_FIELD,
  MEDIA_VIDEO_MAX_BYTES,
} from "#shared/media/limits.ts";
import { incomingPath } from "./incoming.ts";

/** Busboy's limits: the largest file a video may be; a photo's own limit is checked once its type is known. */
export const MEDIA_MULTIPART_LIMITS = {
  fileSize: MEDIA_VIDEO_MAX_BYTES,
  files: 2,
  fields: 10,
  parts: 12,
  fieldSize: 4 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

/** The route's body limit: a video, its poster and the words. */
export const MEDIA_BODY_LIMIT = MEDIA_VIDEO_MAX_BYTES + MEDIA_PHOTO_MAX_BYTES + 1024 * 1024;

/** The uploaded file, received into a temporary file as it arrived (never held whole in memory). */
export interface ReceivedFile {
  path: string;
  bytes: number;
  /** sha256 of the bytes, hex. */
  sha256: string;
}

export interface MediaForm {
  fields: Record<string, string>;
  file?: ReceivedFile;
  poster?: Buffer;
  /** Removes the temporary file. */
  discard(): Promise<void>;
}

const KNOWN = new Set<string>(MEDIA_FORM_FIELDS);

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
};

async function receive(part: MultipartFile, path: string): Promise<ReceivedFile> {
  const hash = createHash("sha256");
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(part.file, count, createWriteStream(path, { flags: "wx", mode: 0o600 }));
  return { path, bytes, sha256: hash.digest("hex") };
}

async function posterOf(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > MEDIA_PHOTO_MAX_BYTES) throw new HttpError(413, MEDIA_MESSAGES.photoTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the whole upload: the words (first value wins, unknown names ignored), the file into a temporary
 * file under DATA_DIR and a video's poster into memory. A body cut short or malformed is a 400 and leaves
 * nothing behind.
 */
export async function readMediaForm(request: FastifyRequest, dataDir: string): Promise<MediaForm> {
  if (!request.isMultipart()) throw new HttpError(415, "The request must be multipart/form-data");
  const path = await incomingPath(dataDir, `upload-${request.id}`);
  const discard = () => rm(path, { force: true });
  const form: MediaForm = { fields: {}, discard };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname === MEDIA_FILE_FIELD && !form.file) {
          form.file = await receive(part, path);
          if (part.file.truncated) throw new HttpError(413, MEDIA_MESSAGES.videoTooLarge);
        } else if (part.fieldname === MEDIA_POSTER_FIELD && !form.poster) {
          const poster = await posterOf(part);
          if (poster.length > 0) form.poster = poster;
        } else {
          part.file.resume();
        }
        continue;
      }
      if (!KNOWN.has(part.fieldname) || part.fieldname in form.fields) continue;
      if (part.valueTruncated) {
        throw invalid("body", [{ path: part.fieldname, message: "The value is too long" }]);
      }
      form.fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
    }
  } catch (error) {
    await discard();
    const code = (error as { code?: string })?.code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, MEDIA_MESSAGES.videoTooLarge);
    if (code === "FST_FILES_LIMIT") throw new HttpError(400, "Send one file and at most one poster");
    if (error instanceof HttpError || isClientError(error)) throw error;
    // Busboy's parse errors (a body cut short, bad part headers) carry no status.
    throw new HttpError(400, MEDIA_MESSAGES.unreadableForm);
  }
  if (form.file?.bytes === 0) form.file = undefined;
  return form;
}
