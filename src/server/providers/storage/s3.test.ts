import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageKeyError } from "./keys.ts";
import { S3StorageError, s3Storage } from "./s3.ts";
import { fakeS3 } from "./test-fake-s3.ts";

describe("S3 storage against a local fake", () => {
  const fake = fakeS3();
  beforeAll(fake.start);
  afterAll(fake.stop);

  const storage = () =>
    s3Storage({
      bucket: "rx-files",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret",
      endpoint: fake.endpoint,
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
