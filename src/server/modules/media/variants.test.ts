import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PLACEHOLDER_MAX_BYTES } from "#shared/media/variant-plan.ts";
import { jpegWithGps, mp4With, webmWith } from "./test-media.ts";
import { makePhotoVariants } from "./variants.ts";
import { mp4VideoStream, webmVideoStream } from "./video-container.ts";

describe("the photo variants", () => {
  it("strips EXIF and GPS from every variant, and keeps the placeholder under 1 KB", async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    expect(input.includes("SecretPhone")).toBe(true);

    const made = await makePhotoVariants(input, { focalX: 0.2, focalY: 0.8, salt: "1" });
    expect(made).toMatchObject({ width: 1200, height: 800 });
    expect(made.files).toHaveLength(19);
    for (const file of made.files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.exif, file.name).toBeUndefined();
      expect(meta.xmp, file.name).toBeUndefined();
      expect(file.data.includes("SecretPhone"), file.name).toBe(false);
      expect(file.data.includes("owner-marker"), file.name).toBe(false);
      expect(meta.width).toBe(file.variant.width);
      expect(meta.height).toBe(file.variant.height);
      expect(file.name).toMatch(/^[0-9a-f]{32}-\d+\.(avif|webp|jpg)$/);
    }
    expect(made.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(made.placeholder.length).toBeLessThan(PLACEHOLDER_MAX_BYTES);
  });

  it("turns the picture upright from its EXIF orientation", async () => {
    const turned = await sharp(await jpegWithGps(300, 200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const made = await makePhotoVariants(turned, {
      focalX: 0.5,
      focalY: 0.5,
      salt: "2",
      crops: ["original"],
    });
    expect(made).toMatchObject({ width: 200, height: 300 });
    expect(made.files[0]?.variant).toMatchObject({ width: 200, height: 300 });
  });
});

describe("the video containers", () => {
  const dir = mkdtempSync(join(tmpdir(), "media-video-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const streamOf = async (bytes: Buffer, read: typeof mp4VideoStream) => {
    const path = join(dir, `${Math.random()}`);
    writeFileSync(path, bytes);
    const handle = await open(path, "r");
    try {
      return await read(handle, bytes.length);
    } finally {
      await handle.close();
    }
  };

  it("finds an MP4's video track after its media data, and refuses audio alone or an unknown codec", async () => {
    expect(await streamOf(mp4With("vide", "avc1", 1920, 1080), mp4VideoStream)).toEqual({
      codec: "avc1",
      width: 1920,
      height: 1080,
    });
    expect(await streamOf(mp4With("vide", "av01"), mp4VideoStream)).toMatchObject({ codec: "av01" });
    expect(await streamOf(mp4With("soun", "mp4a"), mp4VideoStream)).toBeNull();
    expect(await streamOf(mp4With("vide", "mjpg"), mp4VideoStream)).toBeNull();
    expect(await streamOf(mp4With("vide").subarray(0, 2100), mp4VideoStream)).toBeNull();
  });

  it("finds a WebM's VP8, VP9 or AV1 track, and refuses audio alone", async () => {
    expect(await streamOf(webmWith(1, "V_VP9", 1280, 720), webmVideoStream)).toEqual({
      codec: "V_VP9",
      width: 1280,
      height: 720,
    });
    expect(await streamOf(webmWith(1, "V_AV1"), webmVideoStream)).toMatchObject({ codec: "V_AV1" });
    expect(await streamOf(webmWith(2, "A_OPUS"), webmVideoStream)).toBeNull();
    expect(await streamOf(webmWith(1, "V_MPEG4/ISO/AVC"), webmVideoStream)).toBeNull();
  });
});
