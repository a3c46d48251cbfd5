import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { answersHttp } from "#server/lib/dependency-probe.ts";
import { type S3Access, s3Bucket } from "../storage/s3-client.ts";
import { assertMediaName, mimeOfMediaName } from "./names.ts";
import type { MediaStore } from "./types.ts";

interface S3MediaOptions extends S3Access {
  prefix?: string;
  publicUrl: string;
}

export class S3MediaError extends Error {}

/** Objects under `<prefix><name>` in a bucket whose objects are read publicly at `publicUrl/<name>`. */
export function s3MediaStore(opts: S3MediaOptions): MediaStore {
  const { base, client } = s3Bucket(opts);
  const publicBase = opts.publicUrl.replace(/\/+$/, "");
  const urlOf = (name: string) => {
    assertMediaName(name);
    return `${base}/${opts.prefix ?? ""}${name}`;
  };
  const put = async (name: string, data: Buffer) => {
    const res = await client.fetch(urlOf(name), {
      method: "PUT",
      body: new Uint8Array(data),
      headers: {
        "content-type": mimeOfMediaName(name),
        "cache-control": "public, max-age=31536000, immutable",
        "x-amz-content-sha256": createHash("sha256").update(data).digest("hex"),
      },
    });
    await res.body?.cancel();
    if (!res.ok) throw new S3MediaError(`S3 media upload failed with status ${res.status}`);
  };

  return {
    name: "s3",
    put,
    putFile: async (name, path) => put(name, await readFile(path)),
    async delete(name) {
      const res = await client.fetch(urlOf(name), { method: "DELETE" });
      await res.body?.cancel();
      if (!res.ok && res.status !== 404)
        throw new S3MediaError(`S3 media delete failed with status ${res.status}`);
    },
    urlOf: (name) => {
      assertMediaName(name);
      return `${publicBase}/${name}`;
    },
    check: () => answersHttp(base),
  };
}
