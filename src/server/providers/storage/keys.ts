import { randomBytes } from "node:crypto";
import { HttpError } from "#server/lib/http-error.ts";

const EXTENSIONS = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "application/pdf": "pdf",
  "video/mp4": "mp4",
  "video/webm": "webm",
} as const;

export type StorageMime = keyof typeof EXTENSIONS;

const MIME_BY_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([mime, ext]) => [ext, mime as StorageMime]),
) as Record<string, StorageMime>;

/** 128 random bits as 32 lowercase hex digits, a dot and the extension of the detected type. */
const KEY_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp|avif|pdf|mp4|webm)$/;

export class StorageKeyError extends HttpError {
  constructor() {
    super(400, "Invalid file key");
  }
}

export function isStorageMime(mime: string): mime is StorageMime {
  return Object.hasOwn(EXTENSIONS, mime);
}

export function isStorageKey(key: unknown): key is string {
  return typeof key === "string" && KEY_PATTERN.test(key);
}

export function newStorageKey(mime: StorageMime): string {
  if (!isStorageMime(mime)) throw new Error("Unsupported storage type");
  return `${randomBytes(16).toString("hex")}.${EXTENSIONS[mime]}`;
}

/** Throws StorageKeyError (a 400) for anything that is not a key this store could have made. */
export function assertStorageKey(key: unknown): asserts key is string {
  if (!isStorageKey(key)) throw new StorageKeyError();
}

export function mimeOfKey(key: string): StorageMime {
  assertStorageKey(key);
  return MIME_BY_EXTENSION[key.slice(key.lastIndexOf(".") + 1)] as StorageMime;
}
