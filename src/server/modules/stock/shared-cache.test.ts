import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { CatalogueService, linkCatalogueInvalidation } from "#server/modules/catalogue/index.ts";
import { createTestDatabase } from "#server/test/test-db.ts";
import { setStock } from "./service.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const stockBody = async (c: CatalogueService) =>
  JSON.parse((await c.snapshot()).bodies.get("/api/stock")?.body.identity.toString() ?? "null");

describe("stock levels reach every instance's catalogue through Redis", () => {
  let database: Database;
  const apps = [Fastify(), Fastify()];
  let a: CatalogueService;
  let b: CatalogueService;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    a = new CatalogueService(database.db, { lowStockThreshold: 3 });
    b = new CatalogueService(database.db, { lowStockThreshold: 3 });
    const channel = `test:catalogue:${randomUUID()}`;
    await linkCatalogueInvalidation(apps[0] as never, a, REDIS_URL, channel);
    await linkCatalogueInvalidation(apps[1] as never, b, REDIS_URL, channel);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  it("a level set through one instance is served from the other's memory", async () => {
    expect(await stockBody(b)).toEqual({ lowStockThreshold: 3, levels: [] });
    await setStock(
      { db: database.db, catalogue: a },
      { productId: 4, colorId: null, sockSizeId: 2, africaColorId: null, stock: 0 },
    );
    const level = { productId: 4, colorId: null, sockSizeId: 2, africaColorId: null, stock: 0 };
    const want = { lowStockThreshold: 3, levels: [level] };
    let seen: unknown;
    for (let i = 0; i < 100; i++) {
      seen = await stockBody(b);
      if (JSON.stringify(seen) === JSON.stringify(want)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toEqual(want);
  });
});
