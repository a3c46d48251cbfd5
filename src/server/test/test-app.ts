import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { buildApp } from "../app.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { loadConfig } from "../env.ts";
import type { LogStream } from "../lib/log.ts";
import { createTestDatabase, type DbKind } from "./test-db.ts";
import { TEST_PRESCRIPTION_KEY } from "./test-keys.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  dataDir: string;
  adminRoutes: RouteOptions[];
  /** Every route in the route table (HEAD included), as registered. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

/**
 * The real app on a fresh database clone, with its own DATA_DIR, for inject() tests. Silent, unless a
 * `logStream` is given to read the log (at env.LOG_LEVEL).
 */
export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  opts: { logStream?: LogStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "shop-app-"));
  const database = await createTestDatabase(kind);
  // Suites start hundreds of checkouts and many chat sockets from one address; each limit has its own test.
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    CHECKOUT_RATE_LIMIT: "1000000",
    CHAT_SOCKETS_PER_ADDRESS: "10000",
    PRESCRIPTION_KEY: TEST_PRESCRIPTION_KEY,
    ...env,
  });
  const { app, ctx, adminRoutes, routes } = await buildApp({
    config,
    database,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    webRoot: join(dataDir, "no-web"),
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    dataDir,
    adminRoutes,
    routes,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
