import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItems } from "#server/db/schema/index.ts";
import { bearer, staffToken } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { MEDIA_MESSAGES } from "#shared/media/limits.ts";
import { jpegWithGps, mediaForm, mp4With, pngDeclaring, webmWith } from "./test-media.ts";

const filesIn = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe.each(dbKinds())("media uploads refused on %s", (kind) => {
  let t: TestApp;
  let owner: Record<string, string>;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = bearer(await staffToken(t.ctx, "owner"));
    jpeg = await jpegWithGps(400, 300);
  });
  afterAll(() => t?.close());

  const upload = (payload: FormData | string | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/admin/media", payload, headers: { ...owner, ...headers } });

  /** No row, and no file in the private store, the public store or the upload's temporary folder. */
  const expectNothingStored = async () => {
    expect(await t.ctx.db.$count(mediaItems)).toBe(0);
    for (const folder of ["uploads", "media", "media-incoming"]) {
      expect(filesIn(join(t.dataDir, folder)), folder).toEqual([]);
    }
  };

  const photo = (bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") => ({ bytes, name, type });
  const words = { alt: "A pair of glasses on a desk" };

  it.each([
    [
      "an SVG",
      () => photo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "a.svg", "image/svg+xml"),
      415,
      MEDIA_MESSAGES.fileType,
    ],
    [
      "HTML named .jpg",
      () => photo(Buffer.from("<!doctype html><script>alert(1)</script>")),
      415,
      MEDIA_MESSAGES.fileType,
    ],
    [
      "a PDF named .png",
      () => photo(Buffer.from("%PDF-1.4\n%%EOF\n"), "a.png", "image/png"),
      415,
      MEDIA_MESSAGES.fileType,
    ],
    [
      "a decompression bomb (a small PNG declaring 20000×20000)",
      async () => photo(await pngDeclaring(20_000, 20_000), "b.png", "image/png"),
      400,
      MEDIA_MESSAGES.tooManyPixels,
    ],
    [
      "over 50 megapixels",
      async () => photo(await pngDeclaring(8000, 7000), "c.png", "image/png"),
      400,
      MEDIA_MESSAGES.tooManyPixels,
    ],
    [
      "over 25 MB",
      () => photo(Buffer.concat([jpeg, Buffer.alloc(25 * 1024 * 1024)])),
      413,
      MEDIA_MESSAGES.photoTooLarge,
    ],
    [
      "a truncated JPEG",
      () => photo(jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      400,
      MEDIA_MESSAGES.undecodable,
    ],
    [
      "an MP4 with sound only",
      () => photo(mp4With("soun", "mp4a"), "a.mp4", "video/mp4"),
      400,
      MEDIA_MESSAGES.noVideoStream,
    ],
    [
      "a WebM with sound only",
      () => photo(webmWith(2, "A_OPUS"), "a.webm", "video/webm"),
      400,
      MEDIA_MESSAGES.noVideoStream,
    ],
  ] as const)("refuses %s", async (_label, file, status, message) => {
    const res = await upload(mediaForm(words, await file()));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    await expectNothingStored();
  });

  it.each([
    ["alt text missing", {}, /Alt text is required/],
    ["alt text empty", { alt: "   " }, /Alt text is required/],
    ["alt text over 300 characters", { alt: "a".repeat(301) }, /at most 300/],
    ["NUL in the alt text", { alt: "glasses\u0000" }, /not allowed/],
    ["focalX over 1", { ...words, focalX: "1.5" }, /focalX must be from 0 to 1/],
    ["focalY below 0", { ...words, focalY: "-0.1" }, /focalY must be from 0 to 1/],
    ["a focal point that is not a number", { ...words, focalX: "left" }, /focalX must be a number/],
  ] as const)("refuses %s", async (_label, fields, message) => {
    const res = await upload(mediaForm(fields, photo(jpeg)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    await expectNothingStored();
  });

  it("refuses an upload without a file, and a poster on a photo", async () => {
    expect((await upload(mediaForm(words))).json().message).toBe(MEDIA_MESSAGES.noFile);
    const res = await upload(mediaForm(words, photo(jpeg), photo(jpeg)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDIA_MESSAGES.posterOnPhoto);
    await expectNothingStored();
  });

  it("refuses a poster that is not an image", async () => {
    const res = await upload(
      mediaForm({}, photo(mp4With("vide"), "v.mp4", "video/mp4"), photo(Buffer.from("<html>"), "p.jpg")),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MEDIA_MESSAGES.posterType);
    await expectNothingStored();
  });

  it("refuses a multipart body cut off in the middle of the file", async () => {
    const boundary = "----cut-off-upload";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nGlasses\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), jpeg.subarray(0, 2000)]);
    const res = await upload(body, { "content-type": `multipart/form-data; boundary=${boundary}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MEDIA_MESSAGES.unreadableForm);
    await expectNothingStored();
  });

  it("refuses a body that is not multipart", async () => {
    const res = await upload(JSON.stringify(words), { "content-type": "application/json" });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toEqual(expect.any(String));
    await expectNothingStored();
  });

  it("refuses a dispenser (no catalogue permission) with 403", async () => {
    const dispenser = bearer(await staffToken(t.ctx, "dispenser"));
    const res = await upload(mediaForm(words, photo(jpeg)), dispenser);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/role/);
    await expectNothingStored();
  });
});
