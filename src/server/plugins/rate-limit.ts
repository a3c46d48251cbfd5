import { createHash } from "node:crypto";
import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import { START_WAIT_MS, within } from "../lib/bounded.ts";
import type { DependencyProbe } from "../lib/dependency-probe.ts";
import { HttpError } from "../lib/http-error.ts";
import { redisClient, redisErrorLog } from "../lib/redis.ts";
import { FailoverStore, MemoryCounters } from "./rate-limit-store.ts";

/** One limit counted by hand: `max` attempts per `windowMs`; with `backoff` each refused one doubles the wait. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  backoff?: boolean;
}

/**
 * For limits that count only some outcomes (sign-in failures): `take` counts an attempt before it is
 * tried and `giveBack` returns it once it turns out not to count. Counting first means concurrent
 * attempts cannot all slip under the limit while each is still being checked.
 */
export interface AttemptCounters {
  take(key: string, limit: AttemptLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  giveBack(key: string): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Counters in the rate limits' store (Redis or this process), for limits a route counts itself. */
    attempts: AttemptCounters;
  }
}

function attemptCounters(store: FailoverStore): AttemptCounters {
  const plain = store.child({});
  const backoff = store.child({ exponentialBackoff: true });
  const name = (key: string) => `attempt:${key}`;
  return {
    take: (key, limit) =>
      new Promise((resolve) => {
        (limit.backoff ? backoff : plain).incr(
          name(key),
          (_error, count) => {
            const { current, ttl } = count ?? { current: 0, ttl: 0 };
            resolve({ allowed: current <= limit.max, retryAfterSeconds: Math.ceil(ttl / 1000) });
          },
          limit.windowMs,
          limit.max,
        );
      }),
    giveBack: (key) => plain.release(name(key)),
  };
}

/** A key part standing for an identifier a person typed (an email, a username) without holding it. */
export const hashedKeyPart = (text: string): string =>
  createHash("sha256").update(text).digest("base64url").slice(0, 22);

/** Runs a limiter from `app.createRateLimit`: 429 with Retry-After and `message(seconds)` once it is exceeded. */
export async function enforceLimit(
  limiter: ReturnType<FastifyInstance["createRateLimit"]>,
  request: FastifyRequest,
  reply: FastifyReply,
  message: (seconds: number) => string,
): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  refuse(reply, result.ttlInSeconds, message);
}

/** The 429 of every limit a route counts itself. */
export function refuse(reply: FastifyReply, seconds: number, message: (seconds: number) => string): never {
  reply.header("retry-after", String(seconds));
  throw new HttpError(429, message(seconds));
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
): Promise<DependencyProbe | undefined> {
  let redis: Redis | undefined;
  if (redisUrl) {
    const errors = redisErrorLog(app.log, "rate limits");
    const client = redisClient(
      redisUrl,
      {
        lazyConnect: true,
        enableOfflineQueue: false,
        commandTimeout: commandTimeoutMs,
        maxRetriesPerRequest: 0,
      },
      errors.onError,
    );
    client.on("ready", errors.ready);
    app.addHook("onClose", async () => {
      client.disconnect();
    });
    // Serves with local counters until connected (it switches over by itself).
    await within(client.connect(), START_WAIT_MS).catch(() => {});
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
  app.decorate("attempts", attemptCounters(store));
  const client = redis;
  if (!client) return undefined;
  // Readiness reports Redis as degraded while this client does not answer.
  return {
    name: "redis",
    async up() {
      if (client.status !== "ready") return false;
      return client.ping().then(
        () => true,
        () => false,
      );
    },
  };
}
