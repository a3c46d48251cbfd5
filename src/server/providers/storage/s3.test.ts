import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageKeyError } from "./keys.ts";
import { S3StorageError, s3Storage } from "./s3.ts";

interface Seen {
  method: string;
  url: string;
  authorization: string;
}

/** A local fake of the S3 object API: PUT, GET, HEAD and DELETE on /<bucket>/<key>. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: Seen[] = [];
  let failNext = 0;
  const server = createServer(async (req: IncomingMessage, res) => {
    const body = await buffer(req);
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization ?? "",
    });
    if (failNext > 0) {
      failNext--;
      res.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
      return;
    }
    const url = req.url ?? "";
    const object = objects.get(url);
    if (req.method === "PUT") {
      objects.set(url, { body, type: String(req.headers["content-type"]) });
      res.writeHead(200).end();
    } else if (req.method === "DELETE") {
      objects.delete(url);
      res.writeHead(204).end();
    } else if (!object) {
      res.writeHead(404).end();
    } else {
      res.writeHead(200, { "content-type": object.type, "content-length": object.body.length });
      res.end(req.method === "HEAD" ? undefined : object.body);
    }
  });
  return { server, objects, seen, failOnce: () => (failNext = 1) };
}

describe("S3 storage against a local fake", () => {
  const fake = fakeS3();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  const storage = () =>
    s3Storage({
      bucket: "rx-files",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
      endpoint,
      region: "eu-west-2",
    });

  it("puts, gets, checks and deletes signed objects path-style", async () => {
    const s3 = storage();
    const data = Buffer.from("\x89PNG fake bytes", "latin1");
    const key = await s3.put(data, "image/png");
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(fake.objects.get(`/rx-files/${key}`)).toEqual({ body: data, type: "image/png" });
    expect(fake.seen.at(-1)?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/s3\/aws4_request/,
    );

    const got = await s3.get(key);
    expect(got).toMatchObject({ mime: "image/png", size: data.length });
    expect((await buffer(got?.stream as NodeJS.ReadableStream)).equals(data)).toBe(true);
    expect(await s3.exists(key)).toBe(true);

    await s3.delete(key);
    expect(fake.objects.has(`/rx-files/${key}`)).toBe(false);
    expect(await s3.exists(key)).toBe(false);
    expect(await s3.get(key)).toBeNull();
  });

  it("reports a refused upload as an error", async () => {
    fake.failOnce();
    await expect(storage().put(Buffer.from("%PDF-1.4"), "application/pdf")).rejects.toBeInstanceOf(
      S3StorageError,
    );
  });

  it.each(["../other-bucket/x.pdf", "a/../../b.pdf", "0123456789abcdef0123456789abcdef.pdf?x=1"])(
    "rejects the key %j without a request",
    async (key) => {
      const before = fake.seen.length;
      await expect(storage().get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage().exists(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage().delete(key)).rejects.toBeInstanceOf(StorageKeyError);
      expect(fake.seen.length).toBe(before);
    },
  );
});
