import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { FailoverStore, MemoryCounters } from "./rate-limit-store.ts";

/** How long start-up waits for Redis before serving with local counters (it switches over once connected). */
const CONNECT_WAIT_MS = 2_000;

/** Is the rate limits' Redis answering? Readiness reports it as degraded when not. */
export interface RedisProbe {
  ping(): Promise<boolean>;
}

/**
 * @fastify/rate-limit once for the whole app; a route opts in with `config.rateLimit` or
 * `app.createRateLimit`. With REDIS_URL the counters live in Redis, so every instance behind the load
 * balancer counts the same requests. While Redis is down or stalled each instance counts in its own
 * memory instead (FailoverStore): the limits stay on and a request waits at most the command timeout.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
  onRefused: (route: string) => void = () => {},
  /** A Redis command that takes longer than this is given up, and the request counted in this process. */
  commandTimeoutMs = 80,
): Promise<RedisProbe | undefined> {
  let redis: Redis | undefined;
  if (redisUrl) {
    const client = new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      commandTimeout: commandTimeoutMs,
      maxRetriesPerRequest: 0,
    });
    client.on("error", () => {});
    app.addHook("onClose", async () => {
      client.disconnect();
    });
    const connected = client.connect().catch(() => {});
    await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);
    redis = client;
  }
  const store = new FailoverStore(redis, new MemoryCounters(), "shop-rl:", {});
  // The plugin constructs its store with `new`; a constructor that returns an object yields that object.
  // (Its typings want `child` to take whole route options; FailoverStore reads only the window rules.)
  const Store = function sharedStore() {
    return store;
  } as unknown as RateLimitPluginOptions["store"];
  await app.register(rateLimit, {
    global: false,
    store: Store,
    onExceeded: (request) => onRefused(request.routeOptions.url ?? "unknown"),
  });
  const client = redis;
  if (!client) return undefined;
  return {
    async ping() {
      if (client.status !== "ready") return false;
      return client.ping().then(
        () => true,
        () => false,
      );
    },
  };
}
