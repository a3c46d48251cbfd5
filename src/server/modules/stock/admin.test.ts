import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { StockResponse, StockVariantsResponse } from "#shared/schemas/stock.ts";
import { stockTesting } from "./test-stock.ts";

type Helpers = Awaited<ReturnType<typeof stockTesting>>;

describe.each(dbKinds())("the admin's stock on %s", (kind) => {
  let t: TestApp;
  let h: Helpers;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOW_STOCK_THRESHOLD: "4" });
    h = await stockTesting(t);
  });
  afterAll(() => t.close());

  it("lists every sellable variant, untracked until set, and only for an admin", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/stock" })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/stock", headers: h.auth });
    const body = StockVariantsResponse.parse(res.json());
    expect(body.lowStockThreshold).toBe(4);
    const primary = body.variants.filter((v) => v.productId === 1);
    expect(primary).toHaveLength(10);
    expect(primary.find((v) => v.colorId === 4)).toMatchObject({ colorName: "Pink", stock: null });
    expect(body.variants.filter((v) => v.productId === 4).map((v) => v.sockSizeName)).toEqual([
      "Small",
      "Medium",
      "Large",
      "XL",
      "XXL",
    ]);
    expect(body.variants.find((v) => v.productId === 5)).toMatchObject({ colorId: null, sockSizeId: null });
  });

  it("sets one level, which the storefront's stock list shows at once; null stops tracking", async () => {
    const res = await h.setStock({ productId: 1, colorId: 4, stock: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      productName: "Primary+ Sports Sunglasses",
      colorName: "Pink",
      stock: 2,
    });
    const stock = StockResponse.parse(await h.storefront());
    expect(stock.lowStockThreshold).toBe(4);
    expect(stock.levels).toContainEqual({
      productId: 1,
      colorId: 4,
      sockSizeId: null,
      africaColorId: null,
      stock: 2,
    });
    expect((await h.setStock({ productId: 1, colorId: 4, stock: null })).statusCode).toBe(200);
    expect((await h.storefront()).levels).not.toContainEqual(expect.objectContaining({ colorId: 4 }));
    expect(await h.levelOf(1, 4)).toBeNull();
  });

  it("lists tracked variants at or below the threshold as low stock, fewest first", async () => {
    await h.setStock({ productId: 4, sockSizeId: 3, stock: 3 });
    await h.setStock({ productId: 4, sockSizeId: 2, stock: 0 });
    await h.setStock({ productId: 5, stock: 50 });
    const res = await t.app.inject({ method: "GET", url: "/api/admin/stock/low", headers: h.auth });
    const low = StockVariantsResponse.parse(res.json()).variants;
    expect(low.map((v) => [v.sockSizeName, v.stock])).toEqual([
      ["Medium", 0],
      ["Large", 3],
    ]);
  });

  it.each([
    [{ productId: 1, colorId: 4, stock: -1 }, 400, /cannot be negative/],
    [{ productId: 1, colorId: 4, stock: 1.5 }, 400, /whole number/],
    [{ productId: 1, colorId: 4, stock: "ten" }, 400, /stock/],
    [{ productId: 1, colorId: 99, stock: 1 }, 404, /No sellable variant/],
    [{ productId: 4, colorId: 1, stock: 1 }, 404, /No sellable variant/],
    [{ productId: 1, stock: 1 }, 404, /No sellable variant/],
  ])("refuses %j with %i and changes nothing", async (payload, status, message) => {
    const before = await h.levelOf(1, 4);
    const res = await h.setStock(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await h.levelOf(1, 4)).toBe(before);
  });

  it("sets levels in bulk from a CSV, blanks where a variant has no colour or size", async () => {
    const csv = "product_id,colour_id,size_id,stock\r\n1,2,,7\r\n4,,5,12\r\n5,,,\r\n";
    const res = await h.uploadCsv(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 3 });
    expect(await h.levelOf(1, 2)).toBe(7);
    expect(await h.levelOf(4, null, 5)).toBe(12);
    expect(await h.levelOf(5, null)).toBeNull();
  });

  it("refuses a whole file with a wrong header, changing nothing", async () => {
    const res = await h.uploadCsv("product,colour,size,qty\n1,2,,1\n");
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: "line 1", message: "The header must be exactly: product_id,colour_id,size_id,stock" },
    ]);
    expect(await h.levelOf(1, 2)).toBe(7);
  });

  it("reports every refused row and changes nothing when any row is bad", async () => {
    const csv = [
      "product_id,colour_id,size_id,stock",
      "1,2,,1", // good, but not applied
      "1,99,,3", // unknown colour
      "4,,2,many", // not a number
      "4,,3,-2", // negative
      "1,2,,2.5", // fractional
      "42,,,1", // unknown product
      "4,,2", // too few values
      "1,2,,4", // the same variant again
    ].join("\n");
    const res = await h.uploadCsv(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("7 rows were refused; no stock level was changed");
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual([
      "line 3",
      "line 4",
      "line 5",
      "line 6",
      "line 7",
      "line 8",
      "line 9",
    ]);
    expect(res.json().issues[1].message).toMatch(/stock "many" must be a whole number/);
    expect(await h.levelOf(1, 2)).toBe(7);
    expect(await h.levelOf(4, null, 3)).toBe(3);
  });

  it("answers an empty or missing file with a 400", async () => {
    expect((await h.uploadCsv("")).statusCode).toBe(400);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/stock/csv",
      headers: h.auth,
      payload: { file: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/csv/);
  });
});
