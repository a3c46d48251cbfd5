import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, fromPglite, fromPostgres } from "../db/client.ts";

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function dbKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

let templateBytes: Buffer | undefined;

async function clonePglite(): Promise<Database> {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file) throw new Error("TEST_PGLITE_TEMPLATE is not set: run tests through vitest.config.ts");
  templateBytes ??= readFileSync(file);
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(templateBytes)]) });
  return fromPglite(client);
}

async function clonePostgres(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (!url || !template) throw new Error("TEST_DATABASE_URL and its template are not set");
  // The global setup's pid names the template; its clones share the prefix so teardown finds them.
  const prefix = template.replace("shop_tpl_", "shop_t_");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = fromPostgres(target.href, 20);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A fresh, migrated and seeded database for one test or suite. */
export function createTestDatabase(kind: DbKind): Promise<Database> {
  return kind === "pglite" ? clonePglite() : clonePostgres();
}
