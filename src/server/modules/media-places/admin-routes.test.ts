import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#server/db/schema/index.ts";
import { adminToken, bearer, staffToken } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { AdminMediaList } from "#shared/schemas/media.ts";
import { insertReadyMedia } from "./testing.ts";

describe.each(dbKinds())("the places of the owner's media on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    for (const name of ["a", "b", "c", "other"]) ids[name] = await insertReadyMedia(t.ctx.db);
    ids.clip = await insertReadyMedia(t.ctx.db, { kind: "video" });
    ids.clip2 = await insertReadyMedia(t.ctx.db, { kind: "video" });
    ids.pending = await insertReadyMedia(t.ctx.db, { status: "processing" });
    ids.broken = await insertReadyMedia(t.ctx.db, { status: "failed" });
  });
  afterAll(() => t.close());

  const id = (name: string) => ids[name] as number;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const attach = (target: string, mediaId: number) =>
    call("POST", "/api/admin/media/attachments", { target, mediaId });
  const reorder = (target: string, mediaIds: unknown) =>
    call("PUT", "/api/admin/media/order", { target, mediaIds });
  const detach = (target: string, mediaId: number | string) =>
    call("DELETE", `/api/admin/media/attachments?target=${encodeURIComponent(target)}&mediaId=${mediaId}`);
  const itemsAt = async (target: string) => {
    const res = await call("GET", `/api/admin/media/attachments?target=${encodeURIComponent(target)}`);
    expect(res.statusCode).toBe(200);
    return AdminMediaList.parse(res.json()).items.map((i) => i.id);
  };
  const stored = () =>
    t.ctx.db
      .select({
        target: s.mediaAttachments.target,
        mediaId: s.mediaAttachments.mediaId,
        position: s.mediaAttachments.position,
      })
      .from(s.mediaAttachments)
      .orderBy(asc(s.mediaAttachments.id));

  it("attaches photos last in order, answers the place's items, and lists the item's places", async () => {
    expect(await itemsAt("product:1")).toEqual([]);
    const first = await attach("product:1", id("a"));
    expect(first.statusCode).toBe(201);
    expect(AdminMediaList.parse(first.json()).items.map((i) => i.id)).toEqual([id("a")]);
    expect((await attach("product:1", id("b"))).statusCode).toBe(201);
    expect((await attach("product:1", id("pending"))).statusCode).toBe(201);
    expect((await attach("frame-colour:2", id("a"))).statusCode).toBe(201);
    const res = await call("GET", "/api/admin/media/attachments?target=product:1");
    const items = AdminMediaList.parse(res.json()).items;
    expect(items.map((i) => i.id)).toEqual([id("a"), id("b"), id("pending")]);
    expect(items[0]?.targets).toEqual(["frame-colour:2", "product:1"]);
    expect(items[0]?.thumbnail).toMatch(/^\/media\/.+-square-320\.jpeg$/);
    expect(items[2]).toMatchObject({ status: "processing", thumbnail: null });
  });

  it("reorders a place's items, and the order holds", async () => {
    const res = await reorder("product:1", [id("pending"), id("a"), id("b")]);
    expect(res.statusCode).toBe(200);
    expect(AdminMediaList.parse(res.json()).items.map((i) => i.id)).toEqual([
      id("pending"),
      id("a"),
      id("b"),
    ]);
    expect(await itemsAt("product:1")).toEqual([id("pending"), id("a"), id("b")]);
    expect((await attach("product:1", id("c"))).statusCode).toBe(201);
    expect(await itemsAt("product:1")).toEqual([id("pending"), id("a"), id("b"), id("c")]);
  });

  it("detaches an item from one place only", async () => {
    const res = await detach("product:1", id("a"));
    expect(res.statusCode).toBe(200);
    expect(AdminMediaList.parse(res.json()).items.map((i) => i.id)).toEqual([
      id("pending"),
      id("b"),
      id("c"),
    ]);
    expect(await itemsAt("frame-colour:2")).toEqual([id("a")]);
  });

  it("takes a video into a video slot, and a second video replaces the first", async () => {
    expect((await attach("video:prescriptionPro", id("clip"))).statusCode).toBe(201);
    const res = await attach("video:prescriptionPro", id("clip2"));
    expect(res.statusCode).toBe(201);
    expect(AdminMediaList.parse(res.json()).items.map((i) => i.id)).toEqual([id("clip2")]);
  });

  it("attaches to every kind of place whose row exists", async () => {
    const snap = await t.ctx.catalogue.snapshot();
    const first = (m: Map<number, unknown>) => [...m.keys()][0];
    const targets = [
      `lens:primary:${first(snap.byId.primaryLensTypes)}`,
      `lens:spare:${first(snap.byId.spareLensTypes)}`,
      `lens:prescription:${first(snap.byId.prescriptionLensTypes)}`,
      `lens:africa:${first(snap.byId.africaLensTypes)}`,
      `r3d-frame:${first(snap.byId.africaFrames)}`,
      `r3d-colour:${first(snap.byId.africaColors)}`,
      "about",
    ];
    for (const target of targets) expect((await attach(target, id("other"))).statusCode, target).toBe(201);
    expect((await attach("video:lensInstallation", id("clip"))).statusCode).toBe(201);
  });

  const refusals: Array<[string, () => Promise<{ statusCode: number; json(): unknown }>, number, RegExp]> = [
    ["an unknown target shape", () => attach("shoe:1", id("c")), 400, /target must name a product/],
    ["a lens table that does not exist", () => attach("lens:sunglasses:1", id("c")), 400, /target must name/],
    [
      "a product that does not exist",
      () => attach("product:999999", id("c")),
      404,
      /no product with id 999999/,
    ],
    [
      "a frame colour that does not exist",
      () => attach("frame-colour:4040", id("c")),
      404,
      /no frame colour/,
    ],
    [
      "an Africa colour that does not exist",
      () => attach("r3d-colour:4040", id("c")),
      404,
      /Africa R3D colour/,
    ],
    ["a video into a photo place", () => attach("product:2", id("clip")), 400, /is a video: videos go only/],
    [
      "a photo into a video slot",
      () => attach("video:lensInstallation", id("c")),
      400,
      /is a photo: .* takes a video/,
    ],
    ["a missing item", () => attach("product:2", 987654), 404, /no media item with id 987654/],
    ["an id beyond any row", () => attach("product:2", 2 ** 31), 404, /no media item/],
    ["an item that failed processing", () => attach("product:2", id("broken")), 409, /failed processing/],
    ["an item already there", () => attach("product:1", id("b")), 409, /already shown at product:1/],
    ["NUL in the target", () => attach("product:1\u0000", id("c")), 400, /target/],
    ["a video slot that does not exist", () => attach("video:home", id("clip")), 400, /target must name/],
    [
      "a reorder naming an item of another place",
      () => reorder("product:1", [id("pending"), id("b"), id("a")]),
      400,
      /Media item \d+ is not shown at product:1: give all 3 items/,
    ],
    [
      "a reorder missing one",
      () => reorder("product:1", [id("b"), id("c")]),
      400,
      /leaves out media item \d+: give all 3/,
    ],
    [
      "a reorder repeating one",
      () => reorder("product:1", [id("b"), id("b"), id("c"), id("pending")]),
      400,
      /names media item \d+ more than once/,
    ],
    [
      "a reorder of more than 200",
      () =>
        reorder(
          "product:1",
          Array.from({ length: 201 }, (_, i) => i + 1),
        ),
      400,
      /mediaIds/,
    ],
    ["an empty reorder", () => reorder("product:1", []), 400, /mediaIds/],
    ["a reorder with NUL", () => reorder("product:1\u0000", [id("b")]), 400, /target/],
    ["a reorder of a missing place", () => reorder("product:424242", [id("b")]), 404, /no product/],
    [
      "a detach of an item not there",
      () => detach("product:1", id("other")),
      404,
      /is not shown at product:1/,
    ],
    ["a detach with a bad id", () => detach("product:1", "x"), 400, /mediaId must be a number/],
    ["a detach of a missing place", () => detach("frame-colour:777", id("a")), 404, /no frame colour/],
  ];

  it.each(refusals)(
    "refuses %s with a message, and changes nothing",
    async (_what, send, status, message) => {
      const before = await stored();
      const snapshot = await t.ctx.catalogue.snapshot();
      const res = await send();
      expect(res.statusCode).toBe(status);
      expect((res.json() as { message: string }).message).toMatch(message);
      expect(await stored()).toEqual(before);
      expect(await t.ctx.catalogue.snapshot()).toBe(snapshot);
    },
  );

  it("refuses an unknown target on the list too", async () => {
    const res = await call("GET", "/api/admin/media/attachments?target=products");
    expect(res.statusCode).toBe(400);
    expect((await call("GET", "/api/admin/media/attachments?target=product:31337")).statusCode).toBe(404);
  });

  it("records each change in the audit trail", async () => {
    const res = await call("GET", "/api/admin/audit?entity=media");
    expect(res.statusCode).toBe(200);
    const actions = (res.json() as { entries: Array<{ action: string; entityId: string | null }> }).entries;
    expect(new Set(actions.map((e) => e.action))).toEqual(
      new Set(["media.attach", "media.detach", "media.reorder"]),
    );
    expect(actions).toContainEqual(
      expect.objectContaining({ action: "media.reorder", entityId: "product:1" }),
    );
    expect(actions).toContainEqual(
      expect.objectContaining({ action: "media.detach", entityId: String(id("a")) }),
    );
  });

  it("is for the catalogue permission: a dispenser is refused", async () => {
    const dispenser = bearer(await staffToken(t.ctx, "dispenser"));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/media/attachments",
      headers: dispenser,
      payload: { target: "about", mediaId: id("c") },
    });
    expect(res.statusCode).toBe(403);
    const staff = bearer(await staffToken(t.ctx, "staff"));
    const ok = await t.app.inject({ url: "/api/admin/media/attachments?target=about", headers: staff });
    expect(ok.statusCode).toBe(200);
  });
});
