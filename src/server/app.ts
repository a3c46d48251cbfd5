import { join } from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { verifySession } from "#server/modules/admin-auth/index.ts";
import { registerAuditTrail } from "#server/modules/audit/index.ts";
import { CatalogueService, linkCatalogueInvalidation } from "#server/modules/catalogue/index.ts";
import { ChatService, createChatBus } from "#server/modules/chat/index.ts";
import { EmailService, emailQueueDepth } from "#server/modules/emails/index.ts";
import { MODULES } from "#server/modules/index.ts";
import { retentionPeriods } from "#server/modules/privacy/index.ts";
import { NO_PAGES, type Site, seoPageHead, seoRoutes, siteOf } from "#server/modules/seo/index.ts";
import { loadRenderer, type Renderer, serverPages } from "#server/modules/ssr/index.ts";
import { RETENTION_PATH } from "#shared/retention.ts";
import type { AppContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import type { Config } from "./env.ts";
import { dependencyProbes } from "./lib/dependency-probe.ts";
import { lazyChildLogger } from "./lib/lazy-logger.ts";
import { withLinkSecrets } from "./lib/link-secrets.ts";
import { type LogStream, loggerOptions } from "./lib/log.ts";
import { ShopMetrics } from "./lib/metrics.ts";
import { prescriptionKeyring } from "./lib/prescription-keys.ts";
import { requestIdFor } from "./lib/request-id.ts";
import { trustProxyOption } from "./lib/trust-proxy.ts";
import { registerAdminGuard } from "./plugins/admin-guard.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerMetricsRoute, registerRequestMetrics } from "./plugins/metrics.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { shopConfigs } from "./plugins/page-config.ts";
import { registerRateLimits } from "./plugins/rate-limit.ts";
import { registerApiHeaders, registerPageSecurity } from "./plugins/security.ts";
import { registerSpa } from "./plugins/spa.ts";
import { registerTestClock } from "./plugins/test-clock.ts";
import { registerTestJobs } from "./plugins/test-jobs.ts";
import { createLabProvider, labAttachments } from "./providers/lab/index.ts";
import { createMailTransport } from "./providers/mail/index.ts";
import { createMediaStore } from "./providers/media-store/index.ts";
import { createPaymentProvider } from "./providers/payments/index.ts";
import { createShippingProvider } from "./providers/shipping/index.ts";
import { createStorage, sealedStorage } from "./providers/storage/index.ts";

/** The API document's version: the package's. */
const API_VERSION = "0.1.0";

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../dist/web", import.meta.url));

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Defaults to the config's log level; tests pass false. */
  logger?: boolean;
  /** Log lines go here instead of stdout (tests that read the log). */
  logStream?: LogStream;
  webRoot?: string;
  /** The web app's pages and their renderer; defaults to the server build beside the web root (none: no pages). */
  renderer?: Promise<Renderer | null>;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route declared with config.admin, for the authorisation tests. */
  adminRoutes: RouteOptions[];
  /** Every route as registered (HEAD too), for the tests that walk the route table. */
  routes: RouteOptions[];
  /** The web app's pages, as served. */
  site: Site;
}

/**
 * Node checks for requests past their time only every `connectionsCheckingInterval` (30 s by default,
 * which would let a slow body stay up to twice its time); the headers may not take longer than the whole.
 */
const requestTimeoutChecks = (timeoutMs: number) => ({
  connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(timeoutMs / 4))),
  headersTimeout: Math.min(60_000, timeoutMs),
});

export async function buildApp(opts: BuildOptions): Promise<BuiltApp> {
  const { database } = opts;
  const config = withLinkSecrets(opts.config);
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.LOG_LEVEL, opts.logStream),
    bodyLimit: 256 * 1024,
    // Receiving the request only: a slow body is cut off, a long answer (a stream) is not.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: requestTimeoutChecks(config.REQUEST_TIMEOUT_MS),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Per-request lines only at debug: they cost throughput and say little that metrics don't.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== "debug" && config.LOG_LEVEL !== "trace",
      requestIdLogLabel: "requestId",
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    genReqId: requestIdFor,
    childLoggerFactory: lazyChildLogger,
  });
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTestClock(app, config);
  const metrics = new ShopMetrics(() => emailQueueDepth(database.db));
  registerApiHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  const redis = await registerRateLimits(
    app,
    config.REDIS_URL,
    (route) => metrics.rateLimited(route),
    config.REDIS_COMMAND_TIMEOUT_MS,
  );
  // Before any route: both collect routes as they are added.
  registerRequestMetrics(app, metrics);
  await registerOpenApi(app, API_VERSION);
  registerMetricsRoute(app, metrics, config.METRICS_TOKEN);

  const prescriptionKeys = prescriptionKeyring(config, (message) => app.log.warn(message));
  const mail = createMailTransport(config);
  const storage = sealedStorage(createStorage(config), prescriptionKeys);
  const shipping = createShippingProvider(config);
  const email = new EmailService(database.db, mail, config.MAIL_FROM, {
    leaseMs: config.EMAIL_SEND_LEASE_SECONDS * 1000,
    attachments: labAttachments(config.dataDir, prescriptionKeys),
  });
  const lab = createLabProvider(config, { queue: email, keys: prescriptionKeys, log: app.log });
  app.addHook("onClose", async () => lab.close?.());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    catalogue: new CatalogueService(database.db, { lowStockThreshold: config.LOW_STOCK_THRESHOLD }),
    email,
    storage,
    mediaStore: createMediaStore(config),
    prescriptionKeys,
    payments: createPaymentProvider(config, database.db),
    adminAuth: { verify: (token) => verifySession(ctx, token) },
    shipping,
    lab,
    chat: new ChatService(database.db, createChatBus(config, app.log)),
    dependencies: dependencyProbes(redis, { smtp: mail, storage, carrier: shipping }),
    metrics,
    log: app.log,
  };
  if (config.REDIS_URL) await linkCatalogueInvalidation(app, ctx.catalogue, config.REDIS_URL);
  const adminRoutes: RouteOptions[] = [];
  // The guard calls through ctx so the admin-auth module can install its verifier while registering.
  registerAdminGuard(app, { verify: (token) => ctx.adminAuth.verify(token) }, adminRoutes);
  // After the guard: its hooks run once the guard has named the admin.
  registerAuditTrail(app, () => ctx.db);
  for (const mod of MODULES) await app.register(mod, { ctx });
  registerTestJobs(app, ctx);
  const webRoot = opts.webRoot ?? DEFAULT_WEB_ROOT;
  const shopConfig = shopConfigs(config, ctx.catalogue, {
    gaMeasurementId: config.GA_MEASUREMENT_ID,
    adsConversionId: config.ADS_CONVERSION_ID,
    videos: {
      prescriptionPro: config.VIDEO_PRESCRIPTION_PRO,
      lensInstallation: config.VIDEO_LENS_INSTALLATION,
    },
  });
  const renderer = await (opts.renderer ?? loadRenderer(join(webRoot, "..", "ssr", "entry-server.js")));
  const site = siteOf(renderer?.site ?? NO_PAGES);
  await app.register(seoRoutes, { ctx, site });
  // Its own context, so helmet's per-request hooks run for pages and not for the API.
  await app.register(async (pages) => {
    await registerPageSecurity(pages, config);
    await registerSpa(pages, {
      webRoot,
      site,
      publicUrl: config.PUBLIC_URL,
      pageHead: seoPageHead(ctx, site),
      shopConfig: shopConfig.now,
      renderRoot: serverPages({
        renderer,
        catalogue: ctx.catalogue,
        config: shopConfig.of,
        webRoot,
        fixed: { [RETENTION_PATH]: retentionPeriods(config) },
      }),
    });
  });
  return { app, ctx, adminRoutes, routes, site };
}
