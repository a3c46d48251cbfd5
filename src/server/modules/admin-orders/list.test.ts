import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { AdminOrderList } from "#shared/schemas/admin-orders.ts";
import { insertTestOrder } from "./test-orders.ts";

describe.each(dbKinds())("admin order list on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const id: Record<string, number> = {};
  const number: Record<string, string> = {};

  const at = (iso: string) => new Date(iso);
  const person = (name: string, email: string, postcode: string) => ({
    customerName: name,
    customerEmail: email,
    customerPostcode: postcode,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    const db = t.ctx.db;
    id.ada = await insertTestOrder(db, {
      ...person("Ada Runner", "ada@example.com", "LS1 1AA"),
      createdAt: at("2025-01-10T12:00:00Z"),
    });
    id.bob = await insertTestOrder(db, {
      ...person("Bob O'Brien", "bob_smith@example.org", "M1 2AB"),
      status: "shipped",
      createdAt: at("2025-02-10T12:00:00Z"),
    });
    id.bobx = await insertTestOrder(db, {
      ...person("Bobby Xavier", "bobxsmith@example.org", "SW1A 1AA"),
      status: "processing",
      createdAt: at("2025-03-10T12:00:00Z"),
    });
    // 00:30 in London on 1 July (BST), still 30 June in UTC.
    id.july = await insertTestOrder(db, {
      ...person("Zoë Ünal", "zoe@example.com", "EH1 1YZ"),
      createdAt: at("2025-06-30T23:30:00Z"),
    });
    id.odd = await insertTestOrder(db, {
      ...person("50% Off_Club \\ Ltd", "odd%mail@example.com", "B1 1AA"),
      createdAt: at("2025-07-05T12:00:00Z"),
    });
    id.cancelledPaid = await insertTestOrder(db, {
      ...person("Cara Cancel", "cara@example.com", "CF10 1AA"),
      status: "cancelled",
      paidAt: at("2025-07-06T12:00:00Z"),
      orderNumber: "NDR-77777",
      createdAt: at("2025-07-06T12:00:00Z"),
    });
    id.africa = await insertTestOrder(db, {
      ...person("Kofi Runner", "kofi@example.com", "N1 1AA"),
      orderType: "africa_r3d",
      createdAt: at("2025-07-07T12:00:00Z"),
    });
    for (const status of ["pending", "failed", "lapsed", "cancelled"] as const) {
      id[status] = await insertTestOrder(db, {
        ...person(`Never ${status}`, `ada.${status}@example.com`, "LS1 1AA"),
        status,
        createdAt: at("2025-08-01T12:00:00Z"),
      });
    }
    for (const [key, value] of Object.entries(id)) {
      const [row] = await db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, value));
      if (row?.n) number[key] = row.n;
    }
  });
  afterAll(() => t.close());

  const list = async (query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/orders${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return AdminOrderList.parse(res.json());
  };
  const ids = async (query = "") => (await list(query)).orders.map((o) => o.id);

  it("shows placed orders by default, newest first, Africa R3D with the rest, never a never-paid checkout", async () => {
    const page = await list();
    expect(page.orders.map((o) => o.id)).toEqual([
      id.africa,
      id.cancelledPaid,
      id.odd,
      id.july,
      id.bobx,
      id.bob,
      id.ada,
    ]);
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 50 });
    expect(page.orders[1]).toMatchObject({ orderNumber: "NDR-77777", status: "cancelled" });
    expect(page.orders.every((o) => o.items.length === 1)).toBe(true);
    expect(page.orders[0]).not.toHaveProperty("history");
    expect(await ids("?status=placed")).toEqual(page.orders.map((o) => o.id));
  });

  it("shows every order with status=all, and the statuses asked for with a comma list", async () => {
    const all = await list("?status=all");
    expect(all.total).toBe(11);
    expect(all.orders.map((o) => o.id)).toEqual(
      expect.arrayContaining([id.pending, id.failed, id.lapsed, id.cancelled]),
    );
    expect(new Set(await ids("?status=pending,failed"))).toEqual(new Set([id.pending, id.failed]));
    expect(new Set(await ids("?status=cancelled"))).toEqual(new Set([id.cancelled, id.cancelledPaid]));
    expect(await ids("?status=%20Shipped%20,shipped")).toEqual([id.bob]);
  });

  it("finds an Africa R3D order like any other, and alone with its type filter", async () => {
    expect(await ids("?orderType=africa_r3d")).toEqual([id.africa]);
    expect(await ids("?orderType=primary,africa_r3d&q=kofi")).toEqual([id.africa]);
    expect(await ids("?q=kofi")).toEqual([id.africa]);
    expect(await ids(`?q=${number.africa}`)).toEqual([id.africa]);
    expect(await ids("?orderType=primary&q=kofi")).toEqual([]);
  });

  it("pages with a total count", async () => {
    const pages = [
      await list("?pageSize=4"),
      await list("?pageSize=4&page=2"),
      await list("?pageSize=4&page=3"),
    ];
    expect(pages.map((p) => p.orders.length)).toEqual([4, 3, 0]);
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
    expect(pages.flatMap((p) => p.orders.map((o) => o.id))).toEqual(await ids());
    expect(pages[1]).toMatchObject({ page: 2, pageSize: 4 });
  });

  it("pages a search with its total, past its last match too", async () => {
    const pages = [
      await list("?q=ls11aa&status=all&pageSize=3"),
      await list("?q=ls11aa&status=all&pageSize=3&page=2"),
      await list("?q=ls11aa&status=all&pageSize=3&page=3"),
      await list("?q=nobody-matches&page=1"),
    ];
    expect(pages.map((p) => p.orders.length)).toEqual([3, 2, 0, 0]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 0]);
    expect(pages.flatMap((p) => p.orders.map((o) => o.id))).toEqual(await ids("?q=ls11aa&status=all"));
  });

  it("sorts oldest first on request, ties broken by id", async () => {
    expect(await ids("?sort=oldest")).toEqual([...(await ids())].reverse());
    const sameTime = at("2025-01-10T12:00:00Z");
    const twin = await insertTestOrder(t.ctx.db, { customerName: "Twin", createdAt: sameTime });
    try {
      expect((await ids("?sort=oldest")).slice(0, 2)).toEqual([id.ada, twin]);
      expect((await ids("?sort=newest")).slice(-2)).toEqual([twin, id.ada]);
    } finally {
      await t.ctx.db.update(orders).set({ paidAt: null }).where(eq(orders.id, twin));
    }
  });

  it("filters by London calendar days", async () => {
    expect(await ids("?from=2025-07-01&to=2025-07-01")).toEqual([id.july]);
    expect(await ids("?to=2025-06-30")).toEqual([id.bobx, id.bob, id.ada]);
    expect(await ids("?from=2025-07-05")).toEqual([id.africa, id.cancelledPaid, id.odd]);
    expect(await ids("?from=2025-02-10&to=2025-03-10")).toEqual([id.bobx, id.bob]);
  });

  it("finds an order by its number, with or without the prefix, in any case", async () => {
    const n = number.bob as string;
    const digits = n.slice(4);
    for (const q of [n, n.toLowerCase(), digits, `NDR${digits}`, ` ${n} `, `ndr-0${digits}`]) {
      expect(await ids(`?q=${encodeURIComponent(q)}`), q).toEqual([id.bob]);
    }
    expect(await ids(`?q=${digits.slice(0, -1)}`)).toEqual([]);
    expect(await ids("?q=NDR-77777")).toEqual([id.cancelledPaid]);
  });

  it("finds by email, name, surname and postcode prefixes, ignoring case and postcode spaces", async () => {
    expect(await ids("?q=ADA@")).toEqual([id.ada]);
    expect(await ids("?q=bob")).toEqual([id.bobx, id.bob]);
    expect(await ids("?q=bob%20o'b")).toEqual([id.bob]);
    expect(await ids("?q=zo%C3%AB%20%C3%BC")).toEqual([id.july]);
    expect(await ids("?q=m12")).toEqual([id.bob]);
    expect(await ids("?q=sw1a%201")).toEqual([id.bobx]);
    expect(await ids("?q=ls11aa")).toEqual([id.ada]);
    expect(await ids("?q=ls11aa&status=all")).toEqual(
      expect.arrayContaining([id.ada, id.pending, id.failed, id.lapsed, id.cancelled]),
    );
    expect(await ids("?q=runner")).toEqual([id.africa, id.ada]); // the surname
    expect(await ids("?q=%C3%BCn")).toEqual([id.july]);
    expect(await ids("?q=o'bri")).toEqual([id.bob]);
    expect(await ids("?q=unner")).toEqual([]); // a prefix of a word, not any part of it
    expect(await ids("?q=runner%20ada")).toEqual([]);
    expect(await ids("?q=example.com")).toEqual([]);
  });

  it("takes % _ and backslash in a search literally", async () => {
    expect(await ids("?q=bob_")).toEqual([id.bob]); // not bobxsmith: _ is no wildcard
    expect(await ids("?q=bob%25")).toEqual([]);
    expect(await ids("?q=%25")).toEqual([]);
    expect(await ids("?q=_")).toEqual([]);
    expect(await ids("?q=50%25%20off_")).toEqual([id.odd]);
    expect(await ids("?q=odd%25mail")).toEqual([id.odd]);
    expect(await ids(`?q=${encodeURIComponent("50% Off_Club \\")}`)).toEqual([id.odd]);
    expect(await ids(`?q=${encodeURIComponent("50% Off_Club \\\\")}`)).toEqual([]);
    expect(await ids("?q=%20%20")).toEqual(await ids());
  });

  it("keeps the prescription-pro and Africa R3D tables to placed orders", async () => {
    const pendingPro = await insertTestOrder(t.ctx.db, { orderType: "prescription_pro", status: "pending" });
    const paidPro = await insertTestOrder(t.ctx.db, { orderType: "prescription_pro" });
    const pendingAfrica = await insertTestOrder(t.ctx.db, { orderType: "africa_r3d", status: "failed" });
    const get = async (url: string) =>
      ((await t.app.inject({ method: "GET", url, headers: auth })).json() as { id: number }[]).map(
        (r) => r.id,
      );
    expect(await get("/api/prescription-orders")).toEqual([paidPro]);
    const africa = await get("/api/africa-r3d/orders");
    expect(africa).toContain(id.africa);
    expect(africa).not.toContain(pendingAfrica);
    expect(await get("/api/prescription-orders")).not.toContain(pendingPro);
  });
});
