import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import * as s from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import * as api from "#shared/schemas/catalogue.ts";

describe.each(dbKinds())("catalogue API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  const LISTS: Array<[string, z.ZodType, number]> = [
    ["/api/products", api.Product, 7],
    ["/api/colors", api.Color, 10],
    ["/api/primary-lens-types", api.LensType, 6],
    ["/api/spare-lens-types", api.LensType, 6],
    ["/api/prescription-lens-types", api.PrescriptionLensType, 6],
    ["/api/finishes", api.Finish, 4],
    ["/api/vision-types", api.VisionType, 2],
    ["/api/sock-sizes", api.SockSize, 5],
    ["/api/africa-r3d/frames", api.AfricaFrame, 4],
    ["/api/africa-r3d/colors", api.AfricaColor, 7],
    ["/api/africa-r3d/vision-types", api.AfricaVisionType, 2],
    ["/api/africa-r3d/lens-types", api.AfricaLensType, 5],
  ];

  it.each(LISTS)("GET %s returns the seeded rows in the API's shape", async (url, schema, count) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const body = z.array(schema).parse(res.json());
    expect(body).toHaveLength(count);
  });

  it("serves prices as decimal strings from the seed", async () => {
    const products = z.array(api.Product).parse((await get("/api/products")).json());
    expect(products.map((p) => [p.id, p.basePrice, p.productType])).toEqual([
      [1, "55.00", "primary"],
      [2, "120.00", "prescription"],
      [3, "35.00", "spare"],
      [4, "5.00", "socks"],
      [5, "15.00", "accessories"],
      [6, "120.00", "africa_r3d"],
      [7, "120.00", "prescription_pro"],
    ]);
    const lenses = z.array(api.LensType).parse((await get("/api/primary-lens-types")).json());
    expect(lenses.map((l) => l.additionalPrice)).toEqual([
      "0.00",
      "10.00",
      "10.00",
      "10.00",
      "20.00",
      "65.00",
    ]);
    const rx = z.array(api.PrescriptionLensType).parse((await get("/api/prescription-lens-types")).json());
    expect(rx.map((l) => [l.id, l.name, l.additionalPrice])).toEqual([
      [12, "Clear", "0.00"],
      [13, "Grey Tint", "15.00"],
      [14, "Polarized", "20.00"],
      [15, "Photochromic", "40.00"],
      [16, "XtrActive Transitions", "70.00"],
      [17, "Drivewear", "60.00"],
    ]);
    const vision = z.array(api.VisionType).parse((await get("/api/vision-types")).json());
    expect(vision.map((v) => [v.id, v.basePrice])).toEqual([
      ["single_vision", "120.00"],
      ["varifocal", "165.00"],
    ]);
  });

  it("GET /api/products/:id returns one product", async () => {
    const res = await get("/api/products/1");
    expect(res.statusCode).toBe(200);
    const product = api.Product.parse(res.json());
    expect(product.name).toBe("Primary+ Sports Sunglasses");
    expect(product.technicalSpecs).toContain("Interchangeable Lenses");
  });

  it("answers an unknown product with 404 and a message", async () => {
    const res = await get("/api/products/999");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Product 999 not found", requestId: expect.any(String) });
  });

  it.each(["abc", "1.5", "-1", "0", "99999999999", "1;drop table products", "%00"])(
    "answers a malformed product id %s with 400",
    async (id) => {
      const res = await get(`/api/products/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/id/);
    },
  );

  it("sends an ETag and answers a matching If-None-Match with 304", async () => {
    const first = await get("/api/colors");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const second = await get("/api/colors", { "if-none-match": etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  it("sends large bodies compressed ahead to a client that accepts br or gzip", async () => {
    const plain = await get("/api/products");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, decode] of [
      ["gzip, deflate, br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await get("/api/products", { "accept-encoding": accept });
      expect(res.headers["content-encoding"]).toBe(accept === "gzip" ? "gzip" : "br");
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it("serves from memory until a write invalidates the cache", async () => {
    await t.database.db.update(s.colors).set({ name: "Midnight" }).where(eq(s.colors.id, 1));
    const cached = z.array(api.Color).parse((await get("/api/colors")).json());
    expect(cached[0]?.name).toBe("Ronhill Black");
    t.ctx.catalogue.invalidate();
    const fresh = z.array(api.Color).parse((await get("/api/colors")).json());
    expect(fresh[0]?.name).toBe("Midnight");
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await get("/api/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No route/);
  });
});
