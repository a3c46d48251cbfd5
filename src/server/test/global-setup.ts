import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { fromPostgres } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { makePgliteTemplate } from "../db/pglite-template.ts";
import { seedCatalogue } from "../db/seed.ts";

/**
 * Migrates and seeds one template per database kind, once per test run. Each test then clones it:
 * PGlite from a dumped data directory, PostgreSQL with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), "shop-test-"));
  const dump = await makePgliteTemplate("none");
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;

  const url = process.env.TEST_DATABASE_URL;
  let templateName: string | undefined;
  if (url) {
    templateName = `shop_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${templateName}`;
    const tpl = fromPostgres(tplUrl.href, 1);
    await migrate(tpl);
    await seedCatalogue(tpl.db, { demoDiscount: true });
    await tpl.close();
    process.env.TEST_PG_TEMPLATE = templateName;
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && templateName) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2",
        [`shop_t_${process.pid}_%`, templateName],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    }
  };
}
