import { bootstrapAdmin } from "#server/modules/admin-auth/index.ts";
import { warnOfExampleDetails } from "#server/modules/catalogue/index.ts";
import { warmPublicPages } from "#server/modules/ssr/index.ts";
import { buildApp } from "./app.ts";
import { prepareDatabase } from "./db/bootstrap.ts";
import { ConfigError, loadConfig } from "./env.ts";
import { startJobs } from "./jobs/index.ts";
import { PRIVATE_UMASK } from "./lib/private-files.ts";

const WARM_UP_DELAY_MS = 1000;

async function main() {
  // The data dir holds customers' health data (database, WAL, uploads, outbox): nothing is group/other readable.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  const database = await prepareDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await bootstrapAdmin(database.db, config);
  const { app, ctx, site } = await buildApp({ config, database });
  await warnOfExampleDetails(ctx, app.log);
  const jobs = startJobs(ctx, app.log);
  app.addHook("onClose", async () => {
    await jobs.stop();
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Once the connections the server opened at start (Redis) have settled.
  setTimeout(() => void warmPublicPages(app, site), WARM_UP_DELAY_MS).unref();
}

main().catch((error) => {
  // A configuration problem found while starting (e.g. DATABASE_URL) is one line that names the variable.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
