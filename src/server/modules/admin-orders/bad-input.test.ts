import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { AdminOrderList } from "#shared/schemas/admin-orders.ts";
import { insertTestOrder } from "./test-orders.ts";

/** Query values of every kind, already percent-encoded where the raw text could not go in a URL. */
const NASTY = [
  "",
  "'",
  "''; DROP TABLE orders; --",
  '"',
  "%25",
  "%25%25",
  "_",
  "%5C",
  "%5C%25_",
  "%00",
  "a%00b",
  "%0D%0A",
  "%E2%80%AE", // right-to-left override
  "Zo%C3%AB%20%F0%9F%8F%83",
  "%ED%A0%80", // a lone surrogate's bytes: not valid UTF-8
  "%FF%FE",
  "%",
  "%G1",
  "NaN",
  "-1",
  "1e3",
  "0x10",
  "99999999999999999999",
  "1.5",
  "[object Object]",
  ",,,",
  "all,placed",
  "NDR-",
  "NDR-99999999999999999999",
  "x".repeat(201),
  encodeURIComponent("é".repeat(300)),
];
const MEGABYTE = "a".repeat(1024 * 1024);

const PARAMS = ["q", "status", "orderType", "page", "pageSize", "sort", "from", "to"];

describe.each(dbKinds())("admin orders under bad input on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    await insertTestOrder(t.ctx.db, { customerName: "Ada Runner" });
  });
  afterAll(() => t.close());

  async function expectResultOr4xx(url: string) {
    const res = await t.app.inject({ method: "GET", url, headers: auth });
    const where = `${url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect([400, 404, 414], where).toContain(res.statusCode);
      expect(res.json(), where).toEqual(expect.objectContaining({ message: expect.any(String) }));
    } else if (url.startsWith("/api/orders?")) {
      AdminOrderList.parse(res.json());
    }
    return res;
  }

  it("answers every value of every list parameter with a page or a 4xx with a message", async () => {
    for (const param of PARAMS) {
      for (const value of NASTY) await expectResultOr4xx(`/api/orders?${param}=${value}`);
      await expectResultOr4xx(`/api/orders?${param}=${MEGABYTE}`);
      await expectResultOr4xx(`/api/orders?${param}=1&${param}=2`);
      await expectResultOr4xx(`/api/orders?${param}[a]=1`);
    }
  });

  it("searches for anything a person could type, and finds nothing by accident", async () => {
    for (const q of ["'", '"', "%25", "_", "%5C", "Zo%C3%AB", "%ED%A0%80", "NDR-"]) {
      const res = await expectResultOr4xx(`/api/orders?q=${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().total, q).toBe(0);
    }
    const nul = await expectResultOr4xx("/api/orders?q=a%00b");
    expect(nul.json().message).toBe("The search cannot contain a NUL character");
    const long = await expectResultOr4xx(`/api/orders?q=${MEGABYTE}`);
    expect(long.json().message).toMatch(/too long/);
    const status = await expectResultOr4xx("/api/orders?status=paid,bogus");
    expect(status.json().message).toMatch(/^Unknown status "bogus"/);
    const type = await expectResultOr4xx("/api/orders?orderType=primary,%00");
    expect(type.json().message).toMatch(/^Unknown orderType/);
  });

  it("answers the detail and the export the same way", async () => {
    for (const value of NASTY) {
      await expectResultOr4xx(`/api/admin/orders/${value || "%20"}`);
      await expectResultOr4xx(`/api/admin/orders/export.csv?from=${value}&to=2025-01-01`);
      await expectResultOr4xx(`/api/admin/orders/export.csv?from=2025-01-01&to=${value}`);
    }
    await expectResultOr4xx(`/api/admin/orders/export.csv?from=${MEGABYTE}&to=2025-01-01`);
  });
});
