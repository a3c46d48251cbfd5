import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaAttachments, mediaItems } from "#server/db/schema/index.ts";
import { bearer, staffToken } from "#server/modules/admin-auth/testing.ts";
import { insertReadyMedia } from "#server/modules/media-places/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import type { AdminMediaItem } from "#shared/schemas/media.ts";
import { processMedia } from "./processing.ts";
import { jpegWithGps, mediaForm, mp4With, pngOf } from "./test-media.ts";

describe.each(dbKinds())("the media library on %s", (kind) => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = bearer(await staffToken(t.ctx, "staff"));
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { ...staff, ...headers } });
  const item = async (id: number) => (await get(`/api/admin/media/${id}`)).json() as AdminMediaItem;
  const upload = (payload: FormData) =>
    t.app.inject({ method: "POST", url: "/api/admin/media", headers: staff, payload });
  const croppedPaths = (media: AdminMediaItem) =>
    media.variants.filter((v) => v.crop !== "original").map((v) => v.path);

  it("takes a photo, makes its variants, serves them immutable, re-crops on a new focal point, and deletes it all", async () => {
    const res = await upload(
      mediaForm(
        { alt: "Kerry Green frames on a desk", caption: "In the workshop", focalX: "0.25" },
        { bytes: await jpegWithGps(1200, 800), name: "IMG_0001.jpg", type: "image/jpeg" },
      ),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json() as AdminMediaItem;
    expect(created).toMatchObject({
      kind: "photo",
      status: "processing",
      alt: "Kerry Green frames on a desk",
      caption: "In the workshop",
      focalX: 0.25,
      focalY: 0.5,
      width: 1200,
      height: 800,
      variants: [],
      thumbnail: null,
      targets: [],
    });

    expect(await processMedia(t.ctx)).toBe(1);
    const ready = await item(created.id);
    expect(ready.status).toBe("ready");
    expect(ready.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(ready.thumbnail).toMatch(/^\/media\/[0-9a-f]{32}-160\.jpg$/);
    expect(ready.variants.some((v) => v.crop === "wide" && v.format === "jpeg" && v.width === 1200)).toBe(
      true,
    );
    expect(ready.variants.every((v) => !v.path.includes("IMG_0001"))).toBe(true);
    for (const variant of ready.variants) {
      const res = await t.app.inject({ method: "GET", url: variant.path });
      expect(res.statusCode, variant.path).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-type"]).toBe(`image/${variant.format}`);
      expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/media/0123456789abcdef0123456789abcdef-480.jpg" }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/..%2f..%2fetc%2fpasswd" })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: "/media/IMG_0001.jpg" })).statusCode).toBe(404);

    // A new focal point: the old crops stay live until the new ones are made, then go.
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/media/${created.id}`,
      headers: staff,
      payload: { focalX: 0.9, caption: "" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ focalX: 0.9, caption: null, status: "ready" });
    const oldCrops = croppedPaths(ready);
    for (const path of oldCrops.slice(0, 3))
      expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    expect(await processMedia(t.ctx)).toBe(1);
    const recropped = await item(created.id);
    expect(recropped.variants.filter((v) => v.crop === "original")).toEqual(
      ready.variants.filter((v) => v.crop === "original"),
    );
    expect(croppedPaths(recropped)).toHaveLength(oldCrops.length);
    expect(croppedPaths(recropped)).not.toEqual(oldCrops);
    for (const path of oldCrops.filter((p) => !croppedPaths(recropped).includes(p))) {
      expect((await t.app.inject({ method: "GET", url: path })).statusCode, path).toBe(404);
    }
    expect(await processMedia(t.ctx)).toBe(0);

    // Alt text cannot be emptied.
    const emptied = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/media/${created.id}`,
      headers: staff,
      payload: { alt: " " },
    });
    expect(emptied.statusCode).toBe(400);

    // Each item lists only its own places, however many others there are.
    const other = await insertReadyMedia(t.ctx.db);
    await t.ctx.db.insert(mediaAttachments).values([
      { mediaId: created.id, target: "about", position: 0 },
      { mediaId: other, target: "about", position: 1 },
      { mediaId: other, target: "frame-colour:3", position: 0 },
    ]);
    const list = (await get("/api/admin/media")).json() as { items: AdminMediaItem[] };
    expect(list.items.find((m) => m.id === created.id)?.targets).toEqual(["about"]);
    expect(list.items.find((m) => m.id === other)?.targets).toEqual(["about", "frame-colour:3"]);
    expect((await get(`/api/admin/media/${created.id}`)).json().targets).toEqual(["about"]);

    const original = (await t.ctx.db.select().from(mediaItems).where(eq(mediaItems.id, created.id)))[0];
    expect(original && (await t.ctx.storage.plain.exists(original.originalKey))).toBe(true);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/media/${created.id}`,
      headers: staff,
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.ctx.db.$count(mediaItems, eq(mediaItems.id, created.id))).toBe(0);
    expect(await t.ctx.db.$count(mediaAttachments, eq(mediaAttachments.mediaId, created.id))).toBe(0);
    for (const variant of recropped.variants) {
      expect((await t.app.inject({ method: "GET", url: variant.path })).statusCode).toBe(404);
    }
    expect(original && (await t.ctx.storage.plain.exists(original.originalKey))).toBe(false);
    expect((await get(`/api/admin/media/${created.id}`)).statusCode).toBe(404);
  });

  it("takes a video with its poster: the poster's variants and the video itself, served in byte ranges", async () => {
    const video = mp4With("vide", "avc1", 640, 360);
    const res = await upload(
      mediaForm(
        {},
        { bytes: video, name: "clip.mp4", type: "video/mp4" },
        { bytes: await pngOf(640, 360), name: "poster.png", type: "image/png" },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: "video",
      status: "processing",
      alt: "",
      width: 640,
      height: 360,
    });
    await processMedia(t.ctx);
    const ready = await item(res.json().id);
    expect(ready.status).toBe("ready");
    const file = ready.variants.find((v) => v.format === "mp4");
    expect(file).toMatchObject({ crop: "original", width: 640, height: 360 });
    expect(ready.variants.filter((v) => v.poster).length).toBeGreaterThan(5);
    expect(ready.thumbnail).toMatch(/-160\.jpg$/);

    const whole = await t.app.inject({ method: "GET", url: file?.path ?? "" });
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await t.app.inject({
      method: "GET",
      url: file?.path ?? "",
      headers: { range: "bytes=0-99" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(0, 100))).toBe(true);
    const past = await t.app.inject({
      method: "GET",
      url: file?.path ?? "",
      headers: { range: `bytes=${video.length}-` },
    });
    expect(past.statusCode).toBe(416);
  });

  it("takes over a stale claim and leaves a fresh one alone", async () => {
    const res = await upload(
      mediaForm({ alt: "A lens" }, { bytes: await pngOf(300, 300), name: "lens.png", type: "image/png" }),
    );
    const id = res.json().id as number;
    await t.ctx.db.update(mediaItems).set({ claimedAt: new Date() }).where(eq(mediaItems.id, id));
    expect(await processMedia(t.ctx)).toBe(0);
    await t.ctx.db
      .update(mediaItems)
      .set({ claimedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(mediaItems.id, id));
    expect(await processMedia(t.ctx)).toBe(1);
    expect((await item(id)).status).toBe("ready");
  });
});
