import type { Redis } from "ioredis";

/** A counter's state after a request: how many in its window, and how long until the window ends. */
export interface Count {
  current: number;
  ttl: number;
}

/** The window rules of one limit, as @fastify/rate-limit passes them to a store. */
interface WindowRules {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

type Callback = (error: Error | null, result?: Count) => void;

/** Exponential backoff never blocks an address for longer than this (the counter then starts over). */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * Counts in this process, with the same rules as the Redis script below. Unlike the plugin's LocalStore,
 * a window lengthened by backoff really lasts that long. Least recently used keys go past `capacity`.
 */
export class MemoryCounters {
  readonly #entries = new Map<string, { current: number; expiresAt: number }>();
  readonly #capacity: number;

  constructor(capacity = 10_000) {
    this.#capacity = capacity;
  }

  incr(key: string, timeWindow: number, max: number, rules: WindowRules, now = Date.now()): Count {
    let entry = this.#entries.get(key);
    this.#entries.delete(key);
    if (!entry || entry.expiresAt <= now) entry = { current: 1, expiresAt: now + timeWindow };
    else {
      entry.current++;
      if (rules.continueExceeding && entry.current > max) entry.expiresAt = now + timeWindow;
      else if (rules.exponentialBackoff && entry.current > max) {
        entry.expiresAt = now + Math.min(timeWindow * 2 ** (entry.current - max - 1), MAX_BACKOFF_MS);
      }
    }
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return { current: entry.current, ttl: entry.expiresAt - now };
  }

  /** Takes back one counted request (one that turned out not to count); never below zero. */
  release(key: string, now = Date.now()): void {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now && entry.current > 0) entry.current--;
  }

  read(key: string, now = Date.now()): Count {
    const entry = this.#entries.get(key);
    if (!entry || entry.expiresAt <= now) return { current: 0, ttl: 0 };
    return { current: entry.current, ttl: entry.expiresAt - now };
  }
}

const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local window = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
if current == 1 or (ARGV[3] == '1' and current > max) then
  redis.call('PEXPIRE', KEYS[1], window)
elseif ARGV[4] == '1' and current > max then
  window = math.min(window * (2 ^ (current - max - 1)), tonumber(ARGV[5]))
  redis.call('PEXPIRE', KEYS[1], window)
else
  window = redis.call('PTTL', KEYS[1])
end
return {current, window}`;

const READ_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

const RELEASE_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]))
if current and current > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

type ScriptedRedis = Redis & {
  shopRateLimitIncr(key: string, ...args: string[]): Promise<[number, number]>;
  shopRateLimitRead(key: string): Promise<[number, number]>;
  shopRateLimitRelease(key: string): Promise<number>;
};

/**
 * The counters in Redis while it answers, so every instance counts the same requests; in this process
 * while it does not. The client must have its offline queue off and a short command timeout, so that
 * a Redis that is down or stalled costs a request at most that timeout before it is counted locally.
 * Once the client is connected again, counting goes back to Redis.
 */
export class FailoverStore {
  readonly #redis: ScriptedRedis | undefined;
  readonly #local: MemoryCounters;
  readonly #prefix: string;
  readonly #rules: WindowRules;

  constructor(redis: Redis | undefined, local: MemoryCounters, prefix: string, rules: WindowRules) {
    if (redis && !("shopRateLimitIncr" in redis)) {
      redis.defineCommand("shopRateLimitIncr", { numberOfKeys: 1, lua: INCR_SCRIPT });
      redis.defineCommand("shopRateLimitRead", { numberOfKeys: 1, lua: READ_SCRIPT });
      redis.defineCommand("shopRateLimitRelease", { numberOfKeys: 1, lua: RELEASE_SCRIPT });
    }
    this.#redis = redis as ScriptedRedis | undefined;
    this.#local = local;
    this.#prefix = prefix;
    this.#rules = rules;
  }

  #liveRedis(): ScriptedRedis | undefined {
    return this.#redis?.status === "ready" ? this.#redis : undefined;
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const name = this.#prefix + key;
    const local = () => this.#local.incr(name, timeWindow, max, this.#rules);
    const redis = this.#liveRedis();
    if (!redis) {
      callback(null, local());
      return;
    }
    const flag = (on: boolean | undefined) => (on ? "1" : "0");
    redis
      .shopRateLimitIncr(
        name,
        String(timeWindow),
        String(max),
        flag(this.#rules.continueExceeding),
        flag(this.#rules.exponentialBackoff),
        String(MAX_BACKOFF_MS),
      )
      .then(
        ([current, ttl]) => callback(null, { current, ttl }),
        () => callback(null, local()),
      );
  }

  read(key: string, callback: Callback): void {
    const name = this.#prefix + key;
    const redis = this.#liveRedis();
    if (!redis) {
      callback(null, this.#local.read(name));
      return;
    }
    redis.shopRateLimitRead(name).then(
      ([current, ttl]) => callback(null, { current, ttl }),
      () => callback(null, this.#local.read(name)),
    );
  }

  /** Takes back one request counted under `key`, where a request would be counted now. */
  async release(key: string): Promise<void> {
    const name = this.#prefix + key;
    const redis = this.#liveRedis();
    if (!redis) return this.#local.release(name);
    await redis.shopRateLimitRelease(name).catch(() => this.#local.release(name));
  }

  /** A route's own counters (its method and URL in the key, as the plugin's stores do). */
  child(options: WindowRules & { routeInfo?: { method?: unknown; url?: unknown } }): FailoverStore {
    const route = options.routeInfo?.url
      ? `${String(options.routeInfo.method)}${options.routeInfo.url}-`
      : "";
    return new FailoverStore(this.#redis, this.#local, `${this.#prefix}${route}`, {
      continueExceeding: options.continueExceeding,
      exponentialBackoff: options.exponentialBackoff,
    });
  }
}
