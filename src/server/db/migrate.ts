import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Database } from "./client.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** The advisory lock instances take in turn to migrate one PostgreSQL database (any fixed number). */
const MIGRATION_LOCK_KEY = 4_815_162_342;

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // biome-ignore lint/suspicious/noExplicitAny: both drivers expose the same migrator contract
  const db = database.db as any;
  if (database.kind === "pglite") {
    await migratePglite(db, config);
    return;
  }
  // Instances starting together would each create the same tables (a unique violation in pg_type): the
  // first migrates under a session lock while the others wait, then find nothing left to do. The lock
  // has a connection of its own, outside the pool, which may be a single connection.
  const lock = new pg.Client((db.$client as pg.Pool).options);
  // Its connection dying must fail the start with a message, not end the process with an unhandled event.
  lock.on("error", () => {});
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(db, config);
  } finally {
    await lock.end().catch(() => {});
  }
}
