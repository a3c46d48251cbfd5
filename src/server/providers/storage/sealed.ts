import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { Keyring } from "#server/lib/keyring.ts";
import { openBytes, sealBytes } from "#server/lib/seal.ts";
import type { StorageMime } from "./keys.ts";
import type { FileStorage, StoredObject } from "./types.ts";

/** A store that seals what it is given; `plain` is the store underneath. */
export interface SealedStorage extends FileStorage {
  /** The unencrypted store: only for files written before encryption (key_id null) and the key rotation. */
  readonly plain: FileStorage;
}

/** The type is authenticated with the bytes, so a file cannot be served as another type. */
const contextOf = (mime: StorageMime) => `file:${mime}`;

/**
 * Seals every file (AES-256-GCM under the keyring's current key, lib/seal.ts) before it reaches the disk or
 * the bucket, and opens it on the way back: get() gives the original bytes and size, or throws a SealError
 * for a wrong key or altered bytes. Files are at most 5 MB, so a file is opened whole and no unauthenticated
 * byte is ever streamed out.
 */
export function sealedStorage(plain: FileStorage, keys: Keyring): SealedStorage {
  return {
    name: plain.name,
    plain,

    put: (data, mime) => plain.put(sealBytes(keys, data, contextOf(mime)), mime),
    putFile: async (path, mime) => plain.put(sealBytes(keys, await readFile(path), contextOf(mime)), mime),

    async get(key: string): Promise<StoredObject | null> {
      const sealed = await plain.get(key);
      if (!sealed) return null;
      const data = openBytes(keys, await buffer(sealed.stream), contextOf(sealed.mime));
      return { stream: Readable.from([data]), mime: sealed.mime, size: data.length };
    },

    exists: (key) => plain.exists(key),
    delete: (key) => plain.delete(key),
    check: () => plain.check?.() ?? Promise.resolve(),
  };
}
