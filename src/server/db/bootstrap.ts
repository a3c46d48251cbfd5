import { type Database, openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";
import { readPgliteTemplate } from "./pglite-template.ts";
import { seedCatalogue } from "./seed.ts";

/** Opens the configured database, migrates it and seeds what is missing. Safe to run on every start. */
export async function prepareDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = await openDatabase({ ...opts, template: readPgliteTemplate });
  await migrate(database);
  await seedCatalogue(database.db, { demoDiscount: database.kind === "pglite" });
  return database;
}
