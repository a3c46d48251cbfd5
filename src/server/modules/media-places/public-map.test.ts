import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { firstImage } from "#server/modules/catalogue/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { PublicMedia } from "#shared/schemas/media.ts";
import { insertReadyMedia } from "./testing.ts";

describe.each(dbKinds())("the public map of media on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const attach = async (target: string, mediaId: number) =>
    expect((await send("POST", "/api/admin/media/attachments", { target, mediaId })).statusCode).toBe(201);
  const served = async () => {
    const res = await t.app.inject("/api/media");
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^".+"$/);
    return { map: PublicMedia.parse(res.json()), etag: String(res.headers.etag), text: res.body };
  };
  const idsAt = (map: PublicMedia, target: string) => map.images[target]?.map((i) => i.id);

  it("serves an empty map from the catalogue's memory, with an ETag", async () => {
    const { map, etag } = await served();
    expect(map).toEqual({ images: {}, videos: {} });
    const again = await t.app.inject({ url: "/api/media", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });

  it("shows attach, reorder and detach at once, each with a new ETag", async () => {
    const [a, b] = [await insertReadyMedia(t.ctx.db), await insertReadyMedia(t.ctx.db)];
    const etags = [(await served()).etag];
    await attach("frame-colour:3", a);
    await attach("frame-colour:3", b);
    let now = await served();
    expect(idsAt(now.map, "frame-colour:3")).toEqual([a, b]);
    etags.push(now.etag);
    expect(
      (await t.app.inject({ url: "/api/media", headers: { "if-none-match": etags[0] } })).statusCode,
    ).toBe(200);

    expect(
      (await send("PUT", "/api/admin/media/order", { target: "frame-colour:3", mediaIds: [b, a] }))
        .statusCode,
    ).toBe(200);
    now = await served();
    expect(idsAt(now.map, "frame-colour:3")).toEqual([b, a]);
    etags.push(now.etag);

    expect(
      (await send("DELETE", `/api/admin/media/attachments?target=frame-colour:3&mediaId=${b}`)).statusCode,
    ).toBe(200);
    now = await served();
    expect(idsAt(now.map, "frame-colour:3")).toEqual([a]);
    etags.push(now.etag);
    expect(new Set(etags).size).toBe(4);
    expect(firstImage(await t.ctx.catalogue.snapshot(), "frame-colour:3")?.id).toBe(a);
  });

  it("leaves out an item attached while processing until it is ready, and one that failed", async () => {
    const pending = await insertReadyMedia(t.ctx.db, { status: "processing" });
    const failing = await insertReadyMedia(t.ctx.db, { status: "processing" });
    await attach("product:5", pending);
    await attach("product:5", failing);
    expect((await served()).map.images["product:5"]).toBeUndefined();
    expect(firstImage(await t.ctx.catalogue.snapshot(), "product:5")).toBeNull();

    // What the media job does when it finishes: the row, then an invalidation.
    const ready = await insertReadyMedia(t.ctx.db);
    const [done] = await t.ctx.db.select().from(s.mediaItems).where(eq(s.mediaItems.id, ready));
    await t.ctx.db
      .update(s.mediaItems)
      .set({ status: "ready", variants: done?.variants, placeholder: done?.placeholder })
      .where(eq(s.mediaItems.id, pending));
    await t.ctx.db
      .update(s.mediaItems)
      .set({ status: "failed", failure: "unreadable" })
      .where(eq(s.mediaItems.id, failing));
    t.ctx.catalogue.invalidate();
    const { map } = await served();
    expect(idsAt(map, "product:5")).toEqual([pending]);
    expect(map.images["product:5"]?.[0]?.crops.wide?.src).toMatch(/^\/media\/.+\.jpeg$/);
  });

  it("serves a video slot's video with its poster; firstImage gives the poster", async () => {
    const clip = await insertReadyMedia(t.ctx.db, { kind: "video" });
    await attach("video:lensInstallation", clip);
    const { map } = await served();
    const video = map.videos["video:lensInstallation"];
    expect(video?.id).toBe(clip);
    expect(video?.sources.map((x) => x.type)).toEqual(["video/webm", "video/mp4"]);
    expect(firstImage(await t.ctx.catalogue.snapshot(), "video:lensInstallation")).toEqual(video?.poster);
    expect(firstImage(await t.ctx.catalogue.snapshot(), "video:prescriptionPro")).toBeNull();
  });

  it("keeps no reference to a deleted item: its attachments go with it", async () => {
    const doomed = await insertReadyMedia(t.ctx.db);
    const [row] = await t.ctx.db.select().from(s.mediaItems).where(eq(s.mediaItems.id, doomed));
    await attach("about", doomed);
    await attach("product:1", doomed);
    const path = row?.variants[0]?.path ?? "missing";
    expect((await served()).text).toContain(path);

    await t.ctx.db.delete(s.mediaItems).where(eq(s.mediaItems.id, doomed));
    t.ctx.catalogue.invalidate();
    const { map, text } = await served();
    expect(text).not.toContain(path);
    expect(map.images.about).toBeUndefined();
    expect(
      await t.ctx.db.select().from(s.mediaAttachments).where(eq(s.mediaAttachments.mediaId, doomed)),
    ).toEqual([]);
  });

  it("lets concurrent reorders of one place take turns: the result is one of them, whole", async () => {
    const ids = [
      await insertReadyMedia(t.ctx.db),
      await insertReadyMedia(t.ctx.db),
      await insertReadyMedia(t.ctx.db),
      await insertReadyMedia(t.ctx.db),
    ];
    for (const id of ids) await attach("product:2", id);
    const orders = [ids, [...ids].reverse(), [ids[2], ids[0], ids[3], ids[1]] as number[]];
    const answers = await Promise.all(
      [...orders, ...orders].map((mediaIds) =>
        send("PUT", "/api/admin/media/order", { target: "product:2", mediaIds }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const positions = await t.ctx.db
      .select({ position: s.mediaAttachments.position })
      .from(s.mediaAttachments)
      .where(eq(s.mediaAttachments.target, "product:2"));
    expect(positions.map((p) => p.position).sort()).toEqual([1, 2, 3, 4]);
    expect(orders).toContainEqual(idsAt((await served()).map, "product:2"));
  });
});
