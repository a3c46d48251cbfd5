import type { DbOrTx } from "../db/client.ts";

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteClient {
  exec(sql: string): Promise<unknown>;
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver client behind a Drizzle database or transaction (a pg pool or client, or PGlite). */
function clientOf(db: DbOrTx): PgClient | PgliteClient {
  return (db as unknown as { session: { client: PgClient | PgliteClient } }).session.client;
}

/**
 * A hot-path query as plain SQL with positional parameters, run straight on the driver: on PostgreSQL it is
 * a named prepared statement (parsed and planned once per connection), and no query builder runs per call.
 * Works inside a Drizzle transaction too. Rows come back with the column names the SQL gives them.
 */
export function statement<T>(name: string, text: string) {
  return async (db: DbOrTx, values: unknown[]): Promise<T[]> => {
    const client = clientOf(db);
    const result =
      "exec" in client ? await client.query(text, values) : await client.query({ name, text, values });
    return result.rows as T[];
  };
}
