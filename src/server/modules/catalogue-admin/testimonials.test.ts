import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { CatalogueChange } from "#shared/schemas/catalogue-admin.ts";
import { AdminTestimonial, Testimonial } from "#shared/schemas/testimonials.ts";
import { DEFAULT_TESTIMONIALS } from "#shared/testimonial-defaults.ts";

const NEW = {
  name: "Mo F.",
  achievement: "Fell-race winner",
  quote: "Clear on the descents, even in drizzle.",
  verified: true,
  location: "Keswick",
  sport: "Fell running",
  page: "africa-r3d",
};

describe.each(dbKinds())("the owner's testimonials on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const served = async () => {
    const res = await t.app.inject("/api/testimonials");
    expect(res.statusCode).toBe(200);
    return z.array(Testimonial).parse(res.json());
  };
  const admin = async () =>
    z.array(AdminTestimonial).parse((await call("GET", "/api/admin/testimonials")).json());
  const history = async () =>
    z
      .array(CatalogueChange)
      .parse((await call("GET", "/api/admin/catalogue/history")).json())
      .filter((c) => c.kind === "testimonials");

  it("serves the seeded testimonials from the catalogue cache, with an ETag", async () => {
    const res = await t.app.inject("/api/testimonials");
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(
      (await t.app.inject({ url: "/api/testimonials", headers: { "if-none-match": res.headers.etag } }))
        .statusCode,
    ).toBe(304);
    const list = await served();
    expect(list.map((x) => x.name)).toEqual(DEFAULT_TESTIMONIALS.map((x) => x.name));
    expect(list[0]).toMatchObject({
      name: "Claire M.",
      sport: "Running",
      page: "prescription-guide",
      verified: false,
    });
    expect(list[0]).not.toHaveProperty("active");
  });

  it("adds one last, shows it at once and logs who added it", async () => {
    const res = await call("POST", "/api/admin/testimonials", NEW);
    expect(res.statusCode, res.body).toBe(201);
    const created = AdminTestimonial.parse(res.json());
    expect(created).toMatchObject({
      ...NEW,
      source: "",
      active: true,
      sortOrder: DEFAULT_TESTIMONIALS.length + 1,
    });
    expect((await served()).at(-1)).toMatchObject({ id: created.id, quote: NEW.quote });
    const [change] = await history();
    expect(change).toMatchObject({ admin: "admin", action: "create", itemId: String(created.id) });
  });

  it("edits and hides one: the storefront follows and the change history has old and new values", async () => {
    const [first] = await admin();
    if (!first) throw new Error("no testimonials");
    const edited = await call("PATCH", `/api/admin/testimonials/${first.id}`, {
      quote: "Edited by the owner.",
      sport: "",
      source: "Club newsletter",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await served()).find((x) => x.id === first.id)).toMatchObject({
      quote: "Edited by the owner.",
      sport: "",
      source: "Club newsletter",
    });
    expect((await history())[0]).toMatchObject({
      action: "update",
      oldValue: { quote: first.quote, sport: "Running", source: "" },
      newValue: { quote: "Edited by the owner.", sport: "", source: "Club newsletter" },
    });

    expect((await call("PATCH", `/api/admin/testimonials/${first.id}`, { active: false })).statusCode).toBe(
      200,
    );
    expect((await served()).some((x) => x.id === first.id)).toBe(false);
    expect((await admin()).find((x) => x.id === first.id)).toMatchObject({ active: false });
    expect((await call("PATCH", `/api/admin/testimonials/${first.id}`, { active: true })).statusCode).toBe(
      200,
    );
  });

  it("reorders them; the storefront shows the new order", async () => {
    const ids = (await admin()).map((x) => x.id);
    const reversed = [...ids].reverse();
    const res = await call("PUT", "/api/admin/testimonials/order", { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await served()).map((x) => x.id)).toEqual(reversed);
    expect((await history())[0]).toMatchObject({ action: "reorder", newValue: { order: reversed } });
    for (const bad of [
      reversed.slice(1),
      [...reversed.slice(1), 999_999],
      [reversed[0], ...reversed.slice(1, -1), reversed[0]],
    ]) {
      expect((await call("PUT", "/api/admin/testimonials/order", { ids: bad })).statusCode).toBe(400);
    }
  });

  it.each([
    ["an empty quote", "POST", { ...NEW, quote: "   " }, "Enter the quote"],
    ["a 10 KB quote", "POST", { ...NEW, quote: "x".repeat(10_240) }, "at most 600 characters"],
    ["no name", "POST", { ...NEW, name: "" }, "Enter the customer's name"],
    [
      "neither sport nor source",
      "POST",
      { ...NEW, sport: "" },
      "Enter the sport, or where the quote comes from",
    ],
    ["an unknown page", "POST", { ...NEW, page: "home" }, "Choose the page it appears on"],
    ["an unknown field", "POST", { ...NEW, rating: 5 }, /rating|Unrecognized/i],
    ["a NUL in the name", "POST", { ...NEW, name: "Mo\u0000" }, "not allowed"],
    ["an empty quote in an edit", "PATCH", { quote: "" }, "Enter the quote"],
    ["an edit leaving neither sport nor source", "PATCH", { sport: "", source: "" }, "Enter the sport"],
    ["an empty edit", "PATCH", {}, "Nothing to change"],
  ] as const)("refuses %s with 400 and changes nothing", async (_label, method, body, message) => {
    const before = await admin();
    const changes = (await history()).length;
    const url = method === "POST" ? "/api/admin/testimonials" : `/api/admin/testimonials/${before[1]?.id}`;
    const res = await call(method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    if (typeof message === "string") expect(res.body).toContain(message);
    else expect(res.body).toMatch(message);
    expect(await admin()).toEqual(before);
    expect((await history()).length).toBe(changes);
  });

  it("answers 404 for an unknown id and 400 for one that is not a number", async () => {
    const unknown = await call("PATCH", "/api/admin/testimonials/999999", { quote: "Hello" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/no testimonial with id 999999/);
    expect((await call("PATCH", "/api/admin/testimonials/abc", { quote: "Hello" })).statusCode).toBe(400);
  });

  it("refuses every admin call without a token (401)", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/testimonials"],
      ["POST", "/api/admin/testimonials"],
      ["PATCH", "/api/admin/testimonials/1"],
      ["PUT", "/api/admin/testimonials/order"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: NEW });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
