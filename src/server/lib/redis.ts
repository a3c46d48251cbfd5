import { Redis, type RedisOptions } from "ioredis";

/**
 * A socket that has a command out and hears nothing for this long is dropped and reconnected, so a Redis
 * that accepts connections and never answers is retried like one that is down (and found when it answers).
 */
const SOCKET_TIMEOUT_MS = 5_000;

/**
 * A Redis client for the shop: its errors go to `onError` (an 'error' event nobody listens to ends the
 * process) and ioredis reconnects by itself, so a Redis that comes back is used again without a restart.
 */
export function redisClient(
  url: string,
  options: RedisOptions,
  onError: (error: unknown) => void = () => {},
) {
  const client = new Redis(url, { connectTimeout: 5_000, socketTimeout: SOCKET_TIMEOUT_MS, ...options });
  client.on("error", onError);
  return client;
}

/** The code of a Redis or socket error ("ECONNREFUSED"), never its message (which may hold the URL). */
export const redisErrorCode = (error: unknown): string => (error as { code?: string })?.code ?? "unknown";

/**
 * An error listener for the clients of one feature: it logs the first error of each outage (its code only)
 * instead of every reconnection attempt, and `ready` (wired to a client's "ready") starts a new outage.
 */
export function redisErrorLog(log: { warn(obj: object, msg: string): void }, feature: string) {
  let reported = false;
  return {
    onError(error: unknown) {
      if (!reported) log.warn({ code: redisErrorCode(error) }, `${feature}: redis connection error`);
      reported = true;
    },
    ready() {
      reported = false;
    },
  };
}
