import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeKey, Keyring } from "#server/lib/keyring.ts";
import { SealError } from "#server/lib/seal.ts";
import { OTHER_PRESCRIPTION_KEY, TEST_PRESCRIPTION_KEY } from "#server/test/test-keys.ts";
import { diskStorage } from "./disk.ts";
import { s3Storage } from "./s3.ts";
import { sealedStorage } from "./sealed.ts";
import { fakeS3 } from "./test-fake-s3.ts";
import type { FileStorage } from "./types.ts";

const KEY = decodeKey(TEST_PRESCRIPTION_KEY) as Buffer;
const OTHER = decodeKey(OTHER_PRESCRIPTION_KEY) as Buffer;
const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from("a prescription, really")]);

const fake = fakeS3();
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "sealed-"));
  await fake.start();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await fake.stop();
});

/** Each store, and how to read or replace the raw bytes it holds under a key. */
const stores: [string, () => FileStorage, (key: string) => Buffer, (key: string, bytes: Buffer) => void][] = [
  [
    "disk",
    () => diskStorage(dataDir),
    (key) => readFileSync(join(dataDir, "uploads", key)),
    (key, bytes) => writeFileSync(join(dataDir, "uploads", key), bytes),
  ],
  [
    "S3 (local fake)",
    () =>
      s3Storage({
        bucket: "rx-files",
        accessKeyId: "id",
        secretAccessKey: "secret",
        endpoint: fake.endpoint,
      }),
    (key) => fake.objects.get(`/rx-files/${key}`)?.body as Buffer,
    (key, bytes) => fake.objects.set(`/rx-files/${key}`, { body: bytes, type: "image/png" }),
  ],
];

describe.each(stores)("sealed storage on %s", (_name, plainStore, rawOf, replace) => {
  const keys = new Keyring(KEY);
  const sealed = () => sealedStorage(plainStore(), keys);

  it("stores sealed bytes and gives back the original bytes and size", async () => {
    const store = sealed();
    const key = await store.put(PNG, "image/png");
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    const raw = rawOf(key);
    expect(raw.equals(PNG)).toBe(false);
    expect(raw.includes(Buffer.from("a prescription"))).toBe(false);
    expect(raw.length).toBeGreaterThan(PNG.length);

    const got = await store.get(key);
    expect(got).toMatchObject({ mime: "image/png", size: PNG.length });
    expect((await buffer(got?.stream as NodeJS.ReadableStream)).equals(PNG)).toBe(true);
    expect(await store.exists(key)).toBe(true);
    // The plain store underneath hands out only the sealed bytes.
    const plain = await store.plain.get(key);
    expect((await buffer(plain?.stream as NodeJS.ReadableStream)).equals(raw)).toBe(true);

    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
  });

  it("fails loudly under a wrong key, and opens with the old key listed as previous", async () => {
    const key = await sealed().put(PNG, "image/png");
    const other = sealedStorage(plainStore(), new Keyring(OTHER));
    await expect(other.get(key)).rejects.toBeInstanceOf(SealError);
    await expect(other.get(key)).rejects.toThrow(/not configured/);
    const rotated = sealedStorage(plainStore(), new Keyring(OTHER, [KEY]));
    const got = await rotated.get(key);
    expect((await buffer(got?.stream as NodeJS.ReadableStream)).equals(PNG)).toBe(true);
  });

  it("fails loudly for altered bytes and for a plain file", async () => {
    const store = sealed();
    const key = await store.put(PNG, "image/png");
    const raw = rawOf(key);
    const altered = Buffer.from(raw);
    altered[altered.length - 1] = (altered[altered.length - 1] as number) ^ 0xff;
    replace(key, altered);
    await expect(store.get(key)).rejects.toThrow(/failed authentication/);
    replace(key, PNG);
    await expect(store.get(key)).rejects.toBeInstanceOf(SealError);
  });
});
