import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { AwsClient } from "aws4fetch";
import { answersHttp } from "#server/lib/dependency-probe.ts";
import { assertMediaName, mimeOfMediaName } from "./names.ts";
import type { MediaStore } from "./types.ts";

interface S3MediaOptions {
  bucket: string;
  prefix?: string;
  publicUrl: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  endpoint?: string;
}

export class S3MediaError extends Error {}

/** Objects under `<prefix><name>` in a bucket whose objects are read publicly at `publicUrl/<name>`. */
export function s3MediaStore(opts: S3MediaOptions): MediaStore {
  const region = opts.region ?? "us-east-1";
  const base = opts.endpoint
    ? `${opts.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(opts.bucket)}`
    : `https://${opts.bucket}.s3.${region}.amazonaws.com`;
  const publicBase = opts.publicUrl.replace(/\/+$/, "");
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: "s3",
    region,
    retries: 2,
  });
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
