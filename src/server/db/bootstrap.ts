import { ConfigError } from "../env.ts";
import { within } from "../lib/bounded.ts";
import { type Database, openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";
import { readPgliteTemplate } from "./pglite-template.ts";
import { seedCatalogue } from "./seed.ts";

/** How long start-up waits for PostgreSQL to answer before giving up with a message. */
const CONNECT_WAIT_MS = 15_000;

/** The URL without its user and password, for a message. */
function describeUrl(url: string): string {
  try {
    const { protocol, host, pathname } = new URL(url);
    return `${protocol}//${host}${pathname}`;
  } catch {
    return "the configured database";
  }
}

/** A first query, so a wrong DATABASE_URL stops the start with one line that names it. */
async function checkConnection(database: Database, url: string): Promise<void> {
  try {
    await within(database.ping(), CONNECT_WAIT_MS);
  } catch (error) {
    await database.close().catch(() => {});
    const reason = error instanceof Error && error.message ? error.message : String(error);
    throw new ConfigError(`DATABASE_URL: cannot use ${describeUrl(url)}: ${reason.split("\n")[0]}`);
  }
}

/** Opens the configured database, migrates it and seeds what is missing. Safe to run on every start. */
export async function prepareDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const database = await openDatabase({ ...opts, template: readPgliteTemplate });
  if (opts.databaseUrl) await checkConnection(database, opts.databaseUrl);
  await migrate(database);
  await seedCatalogue(database.db, { demoDiscount: database.kind === "pglite" });
  return database;
}
