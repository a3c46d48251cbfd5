import { join } from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { RETENTION_PATH } from "#shared/retention.ts";
import type { AppContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import type { Config } from "./env.ts";
import { companyDetails } from "./lib/company-details.ts";
import { lazyChildLogger } from "./lib/lazy-logger.ts";
import { type LogStream, loggerOptions } from "./lib/log.ts";
import { ShopMetrics } from "./lib/metrics.ts";
import { prescriptionKeyring } from "./lib/prescription-keys.ts";
import { requestIdFor } from "./lib/request-id.ts";
import { trustProxyOption } from "./lib/trust-proxy.ts";
import { verifySession } from "./modules/admin-auth/service.ts";
import { linkCatalogueInvalidation } from "./modules/catalogue/redis-invalidation.ts";
import { CatalogueService } from "./modules/catalogue/service.ts";
import { ChatService, createChatBus } from "./modules/chat/service.ts";
import { emailQueueDepth } from "./modules/emails/queue-depth.ts";
import { EmailService } from "./modules/emails/service.ts";
import { MODULES } from "./modules/index.ts";
import { retentionPeriods } from "./modules/privacy/retention-periods.ts";
import { seoPageHead } from "./modules/seo/routes.ts";
import { serverPages } from "./modules/ssr/pages.ts";
import { loadRenderer, type Renderer } from "./modules/ssr/renderer.ts";
import { registerAdminGuard } from "./plugins/admin-guard.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerMetricsRoute, registerRequestMetrics } from "./plugins/metrics.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerRateLimits } from "./plugins/rate-limit.ts";
import { registerApiHeaders, registerPageSecurity } from "./plugins/security.ts";
import { browserConfig, registerSpa } from "./plugins/spa.ts";
import { createMailTransport } from "./providers/mail/index.ts";
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
  /** The page renderer; defaults to the server build beside the web root (none: pages render in the browser). */
  renderer?: Promise<Renderer | null>;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route declared with config.admin, for the authorisation tests. */
  adminRoutes: RouteOptions[];
  /** Every route as registered (HEAD too), for the tests that walk the route table. */
  routes: RouteOptions[];
}

export async function buildApp(opts: BuildOptions): Promise<BuiltApp> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.LOG_LEVEL, opts.logStream),
    bodyLimit: 256 * 1024,
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
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    catalogue: new CatalogueService(database.db, { lowStockThreshold: config.LOW_STOCK_THRESHOLD }),
    email: new EmailService(database.db, createMailTransport(config), config.MAIL_FROM, {
      leaseMs: config.EMAIL_SEND_LEASE_SECONDS * 1000,
    }),
    storage: sealedStorage(createStorage(config), prescriptionKeys),
    prescriptionKeys,
    payments: createPaymentProvider(config, database.db),
    adminAuth: { verify: (token) => verifySession(ctx, token) },
    shipping: createShippingProvider(config),
    chat: new ChatService(database.db, createChatBus(config, app.log)),
    redis,
    metrics,
  };
  if (config.REDIS_URL) await linkCatalogueInvalidation(app, ctx.catalogue, config.REDIS_URL);
  const adminRoutes: RouteOptions[] = [];
  // The guard calls through ctx so the admin-auth module can install its verifier while registering.
  registerAdminGuard(app, { verify: (token) => ctx.adminAuth.verify(token) }, adminRoutes);
  for (const mod of MODULES) await app.register(mod, { ctx });
  const webRoot = opts.webRoot ?? DEFAULT_WEB_ROOT;
  const publicConfig = {
    gaMeasurementId: config.GA_MEASUREMENT_ID,
    adsConversionId: config.ADS_CONVERSION_ID,
    company: companyDetails(config),
    videos: {
      prescriptionPro: config.VIDEO_PRESCRIPTION_PRO,
      lensInstallation: config.VIDEO_LENS_INSTALLATION,
    },
  };
  const renderer = opts.renderer ?? loadRenderer(join(webRoot, "..", "ssr", "entry-server.js"));
  // Its own context, so helmet's per-request hooks run for pages and not for the API.
  await app.register(async (pages) => {
    await registerPageSecurity(pages, config);
    await registerSpa(pages, {
      webRoot,
      publicUrl: config.PUBLIC_URL,
      pageHead: seoPageHead(ctx),
      publicConfig,
      renderRoot: serverPages({
        renderer,
        catalogue: ctx.catalogue,
        config: browserConfig(publicConfig),
        webRoot,
        fixed: { [RETENTION_PATH]: retentionPeriods(config) },
      }),
    });
  });
  return { app, ctx, adminRoutes, routes };
}
