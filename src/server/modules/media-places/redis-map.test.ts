import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { CatalogueService, firstImage, linkCatalogueInvalidation } from "#server/modules/catalogue/index.ts";
import { createTestDatabase } from "#server/test/test-db.ts";
import { attachMedia } from "./service.ts";
import { insertReadyMedia } from "./testing.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("the public map on two instances sharing invalidations through Redis", () => {
  let database: Database;
  const apps = [Fastify(), Fastify()];
  let a: CatalogueService;
  let b: CatalogueService;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    a = new CatalogueService(database.db);
    b = new CatalogueService(database.db);
    const channel = `test:catalogue:${randomUUID()}`;
    await linkCatalogueInvalidation(apps[0] as never, a, REDIS_URL, channel);
    await linkCatalogueInvalidation(apps[1] as never, b, REDIS_URL, channel);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  it("an attach on one instance is in the other's map", async () => {
    expect(firstImage(await b.snapshot(), "about")).toBeNull();
    const id = await insertReadyMedia(database.db);
    await attachMedia({ db: database.db, catalogue: a }, { target: "about", mediaId: id });
    let seen: number | undefined;
    for (let i = 0; i < 100 && seen !== id; i++) {
      await new Promise((r) => setTimeout(r, 20));
      seen = firstImage(await b.snapshot(), "about")?.id;
    }
    expect(seen).toBe(id);
  });
});
