import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { CatalogueService } from "./service.ts";

export const CATALOGUE_CHANNEL = "shop:catalogue:invalidate";

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
  const pub = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  const sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  const onError = () => {};
  pub.on("error", onError);
  sub.on("error", onError);
  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  sub.on("message", (_channel: string, from: string) => {
    if (from !== origin) catalogue.invalidateLocal();
  });
  sub.on("ready", () => {
    sub.subscribe(channel).catch(onError);
  });
  await Promise.allSettled([pub.connect(), sub.connect()]);
  catalogue.onInvalidate(() => {
    pub.publish(channel, origin).catch((error: unknown) => {
      app.log.warn({ code: (error as { code?: string }).code }, "catalogue: invalidation not published");
    });
  });
  app.addHook("onClose", async () => {
    pub.disconnect();
    sub.disconnect();
  });
}
