import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { isValidUpcA } from "#shared/barcodes.ts";
import { BarcodeVariant } from "#shared/schemas/barcodes.ts";

describe.each(dbKinds())("barcodes on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  it("lists every colour × primary lens type with SKU, valid UPC-A and price", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/barcodes", headers: auth });
    expect(res.statusCode).toBe(200);
    const list = z.array(BarcodeVariant).parse(res.json());
    expect(list).toHaveLength(60);
    expect(new Set(list.map((v) => v.upc)).size).toBe(60);
    for (const v of list) expect(isValidUpcA(v.upc)).toBe(true);
    expect(list[0]).toMatchObject({
      colorId: 1,
      colorName: "Ronhill Black",
      lensTypeId: 1,
      sku: "NDR-PSS-01-01",
    });
    expect(list.map((v) => v.price).slice(0, 6)).toEqual([
      "55.00",
      "65.00",
      "65.00",
      "65.00",
      "75.00",
      "120.00",
    ]);
    expect(list.at(-1)).toMatchObject({ sku: "NDR-PSS-10-06", upc: "000051910068", colorName: "White" });
  });

  it("downloads the same variants as CSV", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/barcodes.csv", headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="barcodes.csv"');
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("SKU,UPC,Color,Lens Type,Price");
    expect(lines).toHaveLength(61);
    expect(lines[1]).toMatch(/^NDR-PSS-01-01,000051901011,Ronhill Black,\S.* Grey,55\.00$/);
  });

  it("needs an admin token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/barcodes" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/barcodes.csv" })).statusCode).toBe(401);
  });
});
