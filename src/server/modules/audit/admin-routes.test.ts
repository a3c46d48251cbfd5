import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer, staffToken } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { parseCsv } from "#shared/csv.ts";
import { AUDIT_CSV_COLUMNS, AUDIT_PAGE_SIZE, AuditPage, AuditPerson } from "#shared/schemas/audit.ts";
import { recordAudit } from "./service.ts";

describe.each(dbKinds())("the owner's audit routes on %s", (kind) => {
  let t: TestApp;
  let owner: Record<string, string>;
  const ann = { userId: 901, username: "ann", ip: "198.51.100.1" };
  const bob = { userId: 902, username: "bob", ip: "198.51.100.2" };
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = bearer(await adminToken(t.ctx));
    // 60 status changes by Ann, then 3 price changes by Bob, in that order.
    for (let i = 1; i <= 60; i++) {
      await recordAudit(t.ctx.db, ann, "order.status", {
        entityId: i,
        before: { status: "paid" },
        after: { status: "processing" },
      });
    }
    for (let i = 1; i <= 3; i++) {
      await recordAudit(t.ctx.db, bob, "price.update", {
        entityId: `frames/${i}`,
        before: { price: "10.00" },
        after: { price: "12.00" },
      });
    }
  });
  afterAll(() => t?.close());

  const get = (url: string, headers = owner) => t.app.inject({ method: "GET", url, headers });
  const page = async (query: string) => {
    const res = await get(`/api/admin/audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return AuditPage.parse(res.json());
  };

  it("filters by person and action, newest first, a page at a time", async () => {
    const first = await page(`actorId=${ann.userId}&action=order.status`);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.entries[0]).toMatchObject({
      actorName: "ann",
      entityId: "60",
      ip: ann.ip,
      after: { status: "processing" },
    });
    const second = await page(`actorId=${ann.userId}&action=order.status&page=2`);
    expect(second.entries.map((e) => e.entityId)).toEqual([
      "10",
      "9",
      "8",
      "7",
      "6",
      "5",
      "4",
      "3",
      "2",
      "1",
    ]);
    expect(second.hasMore).toBe(false);

    const prices = await page("action=price.update");
    expect(prices.entries.map((e) => [e.actorName, e.entityId])).toEqual([
      ["bob", "frames/3"],
      ["bob", "frames/2"],
      ["bob", "frames/1"],
    ]);
    expect((await page("entity=catalogue&entityId=frames/2")).entries).toHaveLength(1);
    expect((await page(`actorId=${bob.userId}&action=order.status`)).entries).toEqual([]);
  });

  it("filters by date range, both ends included", async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}&actorId=${bob.userId}`)).entries).toHaveLength(3);
    expect((await page(`to=2000-01-01&actorId=${bob.userId}`)).entries).toEqual([]);
    expect((await page(`from=2999-01-01`)).entries).toEqual([]);
  });

  it("exports the filtered rows as CSV, newest first", async () => {
    const res = await get(`/api/admin/audit/export.csv?actorId=${bob.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[6], r[7], r[8]])).toEqual(
      [3, 2, 1].map((i) => ["bob", "price.update", `frames/${i}`, '{"price":"10.00"}', '{"price":"12.00"}']),
    );
  });

  it("lists the people to filter by", async () => {
    const res = await get("/api/admin/audit/people");
    expect(res.statusCode).toBe(200);
    const people = res.json().map((p: unknown) => AuditPerson.parse(p));
    expect(people.map((p: AuditPerson) => p.username)).toContain("admin");
  });

  it("answers bad filters with 400 and a message naming the problem", async () => {
    const cases: [string, RegExp][] = [
      ["action=order.explode", /Unknown action/],
      ["entity=spaceship", /Unknown entity/],
      ["from=2026-13-01", /YYYY-MM-DD|date/],
      ["from=2026-02-30", /does not exist/],
      ["from=yesterday", /YYYY-MM-DD/],
      ["from=2026-05-02&to=2026-05-01", /end date is before the start/],
      ["page=0", /page/],
      ["page=1001", /out of range/],
      ["page=abc", /page/],
      ["actorId=-1", /actorId/],
      ["actorId=99999999999", /actorId/],
      [`entityId=${"x".repeat(200)}`, /too long/],
      ["entityId=a%00b", /not allowed/],
      [`entityId=${"x".repeat(90)}&${"a=1&".repeat(300)}`, /query is too long/],
    ];
    for (const [query, message] of cases) {
      // The export has no pages; every other filter it checks the same way.
      const urls = [`/api/admin/audit?${query}`];
      if (!query.startsWith("page=")) urls.push(`/api/admin/audit/export.csv?${query}`);
      for (const url of urls) {
        const res = await get(url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().message, url).toMatch(message);
      }
    }
  });

  it("is the owner's alone", async () => {
    for (const role of ["staff", "dispenser"] as const) {
      const headers = bearer(await staffToken(t.ctx, role));
      for (const url of ["/api/admin/audit", "/api/admin/audit/export.csv", "/api/admin/audit/people"]) {
        expect((await get(url, headers)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/audit" })).statusCode).toBe(401);
  });
});
