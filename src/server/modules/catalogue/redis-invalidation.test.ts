import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";
import { createTestDatabase } from "#server/test/test-db.ts";
import { linkCatalogueInvalidation } from "./redis-invalidation.ts";
import { CatalogueService } from "./service.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("catalogue invalidation shared through Redis", () => {
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

  it("an invalidation on one instance drops the other instance's copy", async () => {
    expect((await b.snapshot()).byId.colors.get(2)?.name).toBe("Celeste");
    await database.db.update(s.colors).set({ name: "Sky" }).where(eq(s.colors.id, 2));
    expect((await b.snapshot()).byId.colors.get(2)?.name).toBe("Celeste");
    a.invalidate();
    let name: string | undefined;
    for (let i = 0; i < 100 && name !== "Sky"; i++) {
      await new Promise((r) => setTimeout(r, 20));
      name = (await b.snapshot()).byId.colors.get(2)?.name;
    }
    expect(name).toBe("Sky");
  });
});
