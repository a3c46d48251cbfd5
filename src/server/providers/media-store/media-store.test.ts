import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/env.ts";
import { cspDirectives } from "#server/plugins/security.ts";
import { fakeS3 } from "../storage/test-fake-s3.ts";
import { createMediaStore } from "./index.ts";

const NAME = "0123456789abcdef0123456789abcdef-480.webp";
const S3_KEYS = { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };

describe("the public media store", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "media-store-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps variants under DATA_DIR/media by default, addressed at /media/", async () => {
    const store = createMediaStore(loadConfig({ DATA_DIR: dataDir }));
    expect(store.name).toBe("disk");
    await store.put(NAME, Buffer.from("webp bytes"));
    expect(readFileSync(join(dataDir, "media", NAME), "utf8")).toBe("webp bytes");
    expect(store.urlOf(NAME)).toBe(`/media/${NAME}`);
    await store.delete(NAME);
    await store.delete(NAME);
    for (const bad of [
      "../x-1.jpg",
      "IMG_0001.jpg",
      `${NAME}/../a`,
      "0123456789abcdef0123456789abcdef-480.svg",
    ]) {
      await expect(store.put(bad, Buffer.from("x"))).rejects.toThrow();
    }
  });

  it("puts them in a bucket under its prefix, immutable, read at the public URL", async () => {
    const s3 = fakeS3();
    await s3.start();
    try {
      const store = createMediaStore(
        loadConfig({
          MEDIA_S3_BUCKET: "shop-media",
          MEDIA_S3_PREFIX: "media/",
          MEDIA_PUBLIC_URL: "https://cdn.example.com/media/",
          S3_ENDPOINT: s3.endpoint,
          ...S3_KEYS,
        }),
      );
      await store.put(NAME, Buffer.from("webp bytes"));
      expect(s3.objects.get(`/shop-media/media/${NAME}`)?.type).toBe("image/webp");
      expect(store.urlOf(NAME)).toBe(`https://cdn.example.com/media/${NAME}`);
      await store.delete(NAME);
      expect(s3.objects.has(`/shop-media/media/${NAME}`)).toBe(false);
    } finally {
      await s3.stop();
    }
  });

  it("needs the public URL and the keys with a bucket, and lets pages load from that origin", () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: "shop-media", ...S3_KEYS })).toThrow(/MEDIA_PUBLIC_URL/);
    expect(() =>
      loadConfig({ MEDIA_S3_BUCKET: "shop-media", MEDIA_PUBLIC_URL: "https://cdn.example.com" }),
    ).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: "http://cdn.example.com" })).toThrow(/MEDIA_PUBLIC_URL/);
    expect(() => loadConfig({ MEDIA_S3_PREFIX: "../" })).toThrow(/MEDIA_S3_PREFIX/);
    const csp = cspDirectives(loadConfig({ MEDIA_PUBLIC_URL: "https://cdn.example.com/media" }));
    expect(csp["img-src"]).toContain("https://cdn.example.com");
    expect(csp["media-src"]).toEqual(["'self'", "https://cdn.example.com"]);
    expect(cspDirectives(loadConfig({}))["media-src"]).toBeUndefined();
  });
});
