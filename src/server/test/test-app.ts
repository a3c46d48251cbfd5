import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import type { Site } from "#server/modules/seo/index.ts";
import type { Renderer } from "#server/modules/ssr/index.ts";
import { buildApp } from "../app.ts";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { loadConfig } from "../env.ts";
import type { LogStream } from "../lib/log.ts";
import { createTestDatabase, type DbKind } from "./test-db.ts";
import { TEST_PRESCRIPTION_KEY } from "./test-keys.ts";
import { webPages } from "./web-renderer.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The web app's pages, as served. */
  site: Site;
  database: Database;
  dataDir: string;
  adminRoutes: RouteOptions[];
  /** Every route in the route table (HEAD included), as registered. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

/** The served page's skeleton: where the head's tags and the rendered root go, as in src/web/index.html. */
const PAGE_TEMPLATE =
  '<!doctype html>\n<html lang="en-GB">\n  <head>\n    <!--app-head-->\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** A web root holding only index.html, so the app serves pages (and renders them with a renderer). */
function pageWebRoot(dataDir: string): string {
  const webRoot = join(dataDir, "web");
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, "index.html"), PAGE_TEMPLATE);
  return webRoot;
}

/**
 * The real app on a fresh database clone, with its own DATA_DIR, for inject() tests. Silent, unless a
 * `logStream` is given to read the log (at env.LOG_LEVEL). With a `renderer` (e.g. test/web-renderer.ts)
 * the pages are served from an index.html template and rendered on the server; without one the pages are
 * the web app's route list (webPages), served with their head and no web root, unrendered.
 */
export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  opts: { logStream?: LogStream; renderer?: Promise<Renderer | null> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "shop-app-"));
  const database = await createTestDatabase(kind);
  // Suites start hundreds of checkouts and many chat sockets from one address; each limit has its own test.
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    CHECKOUT_RATE_LIMIT: "1000000",
    DISCOUNT_CODE_RATE_LIMIT: "1000000",
    CHAT_SOCKETS_PER_ADDRESS: "10000",
    PRESCRIPTION_KEY: TEST_PRESCRIPTION_KEY,
    LAB_SANDBOX_DELAY_MS: "0",
    ...env,
  });
  const { app, ctx, adminRoutes, routes, site } = await buildApp({
    config,
    database,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    webRoot: opts.renderer ? pageWebRoot(dataDir) : join(dataDir, "no-web"),
    renderer: opts.renderer ?? webPages(),
  });
  await app.ready();
  return {
    app,
    ctx,
    site,
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
