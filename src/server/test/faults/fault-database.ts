import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { buildApp } from "#server/app.ts";
import type { AppContext } from "#server/context.ts";
import { prepareDatabase } from "#server/db/bootstrap.ts";
import { loadConfig } from "#server/env.ts";
import type { DbKind } from "#server/test/test-db.ts";

/**
 * A migrated, seeded database and data dir for server processes to share in turn: on PostgreSQL a clone of
 * the test template, named so the global teardown drops it; on PGlite a data dir loaded from the template
 * (the server opens it as an existing database). `setup` runs SQL on it before any server starts.
 */
export async function faultDatabase(kind: DbKind, setup: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "shop-fault-"));
  let databaseUrl = "";
  let drop = async () => {};
  if (kind === "postgres") {
    const server = process.env.TEST_DATABASE_URL as string;
    const template = process.env.TEST_PG_TEMPLATE as string;
    const name = `${template.replace("shop_tpl_", "shop_t_")}_fault_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(setup);
    await client.end();
    drop = async () => {
      const dropper = new pg.Client({ connectionString: server });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    const template = readFileSync(process.env.TEST_PGLITE_TEMPLATE as string);
    const client = await PGlite.create(join(dataDir, "pglite"), {
      loadDataDir: new Blob([new Uint8Array(template)]),
    });
    await client.exec(setup);
    await client.close();
  }
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  return {
    env,
    dataDir,
    /**
     * The app in this process on the same database (once no server holds the embedded one): what its jobs
     * and a test's checks use. `close` also closes the database.
     */
    async open(extra: Record<string, string> = {}): Promise<{ ctx: AppContext; close(): Promise<void> }> {
      const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env, ...extra });
      const database = await prepareDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
      const { app, ctx } = await buildApp({ config, database, webRoot: join(dataDir, "no-web") });
      await app.ready();
      return {
        ctx,
        close: async () => {
          await app.close();
          await database.close();
        },
      };
    },
    async remove() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
