import type { FastifyInstance } from "fastify";
import { START_WAIT_MS, within } from "#server/lib/bounded.ts";
import { redisClient, redisErrorCode, redisErrorLog } from "#server/lib/redis.ts";
import type { CatalogueService } from "./service.ts";

const CATALOGUE_CHANNEL = "shop:catalogue:invalidate";

/**
 * Shares cache invalidation between instances: a local invalidate() is published, and every
 * instance drops its copy when it hears of one. Redis outages only delay other instances' refresh.
 */
export async function linkCatalogueInvalidation(
  app: FastifyInstance,
  catalogue: CatalogueService,
  url: string,
  channel = CATALOGUE_CHANNEL,
): Promise<void> {
  const errors = redisErrorLog(app.log, "catalogue");
  const onError = errors.onError;
  const pub = redisClient(
    url,
    { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true },
    onError,
  );
  const sub = redisClient(url, { maxRetriesPerRequest: null, lazyConnect: true }, onError);
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  sub.on("message", (_channel: string, from: string) => {
    if (from !== origin) catalogue.invalidateLocal();
  });
  sub.on("ready", () => {
    errors.ready();
    sub.subscribe(channel).catch(onError);
  });
  // A Redis that is away or silent costs the start this much at most; the clients keep reconnecting.
  await within(Promise.allSettled([pub.connect(), sub.connect()]), START_WAIT_MS).catch(() => {});
  catalogue.onInvalidate(() => {
    pub.publish(channel, origin).catch((error: unknown) => {
      app.log.warn({ code: redisErrorCode(error) }, "catalogue: invalidation not published");
    });
  });
  app.addHook("onClose", async () => {
    pub.disconnect();
    sub.disconnect();
  });
}
