import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // biome-ignore lint/suspicious/noExplicitAny: both drivers expose the same migrator contract
  const db = database.db as any;
  if (database.kind === "pglite") await migratePglite(db, config);
  else await migratePg(db, config);
}
