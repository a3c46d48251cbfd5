import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dbKinds } from "../test/test-db.ts";
import type { Database } from "./client.ts";
import { migrate } from "./migrate.ts";
import { colors, discountCodes, products, visionTypes } from "./schema/index.ts";
import { SERIAL_TABLES, seedCatalogue } from "./seed.ts";
import * as data from "./seed-data.ts";

describe.each(dbKinds())("migrations and seed on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    // The template is already migrated and seeded once; a start does both again, every time.
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("run again twice without adding, changing or failing on anything", async () => {
    await database.db.update(colors).set({ name: "Admin's Black" }).where(eq(colors.id, 1));
    for (let run = 0; run < 2; run++) {
      await migrate(database);
      await seedCatalogue(database.db, { demoDiscount: true });
    }
    for (const [table, rows, name] of SERIAL_TABLES) {
      expect(await database.db.$count(table), name).toBe(rows.length);
    }
    expect(await database.db.$count(visionTypes)).toBe(data.VISION_ROWS.length);
    expect(await database.db.$count(discountCodes, eq(discountCodes.code, "DEMO10"))).toBe(1);
    const [black] = await database.db.select().from(colors).where(eq(colors.id, 1));
    expect(black?.name).toBe("Admin's Black");
  });

  it("leaves each id sequence past the seeded ids, so the next row gets a new id", async () => {
    const [row] = await database.db
      .insert(products)
      .values({ ...data.PRODUCT_ROWS[0], id: undefined, name: "Added later" } as typeof products.$inferInsert)
      .returning({ id: products.id });
    expect(row?.id).toBeGreaterThan(Math.max(...data.PRODUCT_ROWS.map((p) => p.id)));
  });
});
