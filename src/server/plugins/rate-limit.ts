import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

/**
 * @fastify/rate-limit once for the whole app; a route opts in with `config.rateLimit` or
 * `app.createRateLimit`. With REDIS_URL the counters live in Redis, so every instance behind the load
 * balancer counts the same requests. If Redis is unreachable the limits are skipped rather than
 * failing the request: the forms stay usable, and sign-in is still slowed by argon2.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  let redis: Redis | undefined;
  if (redisUrl) {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
    client.on("error", () => {});
    app.addHook("onClose", async () => {
      await client.quit().catch(() => client.disconnect());
    });
    redis = client;
  }
  await app.register(rateLimit, { global: false, redis, nameSpace: "shop-rl:", skipOnError: true });
}
