import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { templateKey } from "./pglite-template.ts";
import { products } from "./schema/index.ts";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "shop-tpl-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The migrated, seeded dump the global setup made with makePgliteTemplate. */
const template = () => new Blob([new Uint8Array(readFileSync(process.env.TEST_PGLITE_TEMPLATE ?? ""))]);

const productCount = (database: Awaited<ReturnType<typeof openDatabase>>) => database.db.$count(products);

describe("the embedded database template", () => {
  it("starts a new data directory from the template, already migrated and seeded", async () => {
    const dataDir = freshDir();
    const database = await openDatabase({ dataDir, template });
    expect(await productCount(database)).toBe(7);
    await database.close();
  });

  it("is not consulted for a data directory that already exists, whose data it keeps", async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir, template });
    await first.db.delete(products).where(eq(products.id, 7));
    await first.close();
    let asked = false;
    const second = await openDatabase({
      dataDir,
      template: () => {
        asked = true;
        return template();
      },
    });
    expect(asked).toBe(false);
    expect(await productCount(second)).toBe(6);
    await second.close();
  });

  it("falls back to an empty cluster when no template has been built", { timeout: 60_000 }, async () => {
    const database = await openDatabase({ dataDir: freshDir(), template: () => null });
    await expect(productCount(database)).rejects.toThrow(/products/);
    await database.close();
  });

  it("is named after the PGlite version, the migrations and the seed", () => {
    expect(templateKey()).toMatch(/^[0-9a-f]{16}$/);
    expect(templateKey()).toBe(templateKey());
  });
});
