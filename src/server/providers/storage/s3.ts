import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { answersHttp } from "#server/lib/dependency-probe.ts";
import { assertStorageKey, mimeOfKey, newStorageKey, type StorageMime } from "./keys.ts";
import { type S3Access, s3Bucket } from "./s3-client.ts";
import type { FileStorage, StoredObject } from "./types.ts";

export class S3StorageError extends Error {}

/** Objects in an S3-compatible bucket, signed with SigV4 (aws4fetch). The bucket should not be public. */
export function s3Storage(opts: S3Access): FileStorage {
  const { base, client } = s3Bucket(opts);
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${key}`;
  };

  const fail = async (res: Response, action: string): Promise<never> => {
    await res.body?.cancel();
    throw new S3StorageError(`S3 ${action} failed with status ${res.status}`);
  };

  const store: FileStorage = {
    name: "s3",

    // The request is signed over the bytes' hash, so the file is read whole (at most a 200 MB video).
    putFile: async (path: string, mime: StorageMime) => store.put(await readFile(path), mime),

    async put(data: Buffer, mime: StorageMime) {
      const key = newStorageKey(mime);
      const res = await client.fetch(urlOf(key), {
        method: "PUT",
        body: new Uint8Array(data),
        headers: {
          "content-type": mime,
          "x-amz-content-sha256": createHash("sha256").update(data).digest("hex"),
        },
      });
      if (!res.ok) return fail(res, "upload");
      await res.body?.cancel();
      return key;
    },

    async get(key: string): Promise<StoredObject | null> {
      const res = await client.fetch(urlOf(key), { method: "GET" });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) return fail(res, "download");
      return {
        stream: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
        mime: mimeOfKey(key),
        size: Number(res.headers.get("content-length") ?? 0),
      };
    },

    async exists(key: string) {
      const res = await client.fetch(urlOf(key), { method: "HEAD" });
      if (res.status === 404) return false;
      if (!res.ok) return fail(res, "lookup");
      return true;
    },

    async delete(key: string) {
      const res = await client.fetch(urlOf(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) return fail(res, "delete");
      await res.body?.cancel();
    },

    check: () => answersHttp(base),
  };
  return store;
}
