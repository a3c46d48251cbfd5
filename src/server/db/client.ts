import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { makePrivate } from "../lib/private-files.ts";
import { ResilientPool } from "./pool.ts";
import * as schema from "./schema/index.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

function database(db: unknown, kind: Database["kind"], client: { query(sql: string): Promise<unknown> }) {
  return {
    db: db as Db,
    kind,
    ping: async () => {
      await client.query("select 1");
    },
  };
}

export function fromPglite(client: PGlite): Database {
  return { ...database(drizzlePglite(client, { schema }), "pglite", client), close: () => client.close() };
}

/** A new connection (or a free one, with the pool full) not had in this time fails its request with a 503. */
const CONNECT_TIMEOUT_MS = 10_000;

export function fromPostgres(url: string, max = 10): Database {
  const pool = new ResilientPool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  return { ...database(drizzlePg(pool, { schema }), "postgres", pool), close: () => pool.end() };
}

interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** A dumped data directory to start a new embedded database from, instead of initdb. */
  template?: () => Blob | null;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const dir = join(opts.dataDir, "pglite");
  const isNew = !existsSync(join(dir, "PG_VERSION"));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const loadDataDir = isNew ? (opts.template?.() ?? undefined) : undefined;
  const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  // PGlite creates its files 0666 less the umask (main.ts sets 077); this also covers older data dirs.
  makePrivate(dir);
  return fromPglite(client);
}
