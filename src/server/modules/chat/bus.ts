import { randomUUID } from "node:crypto";
import { START_WAIT_MS, within } from "#server/lib/bounded.ts";
import { redisClient, redisErrorLog } from "#server/lib/redis.ts";
import { ChatServerMessage } from "#shared/schemas/chat.ts";

const DEFAULT_CHAT_CHANNEL = "shop:chat:messages";

type Handler = (message: ChatServerMessage) => void;

export interface BusLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Carries stored chat messages to every instance, each of which delivers them to its own sockets. */
export interface ChatBus {
  readonly kind: "local" | "redis";
  /** Subscribes; resolves once messages published from now on will arrive. */
  start(handler: Handler): Promise<void>;
  publish(message: ChatServerMessage): Promise<void>;
  /** Records how many admin consoles this instance holds (refreshed by the heartbeat; entries expire). */
  reportAdmins(count: number): Promise<void>;
  /** Admin consoles connected across all instances; null when only this instance can be known. */
  countAdmins(): Promise<number | null>;
  close(): Promise<void>;
}

/** An instance's presence entry outlives three missed heartbeats (30 s) before it no longer counts. */
const PRESENCE_TTL_MS = 100_000;

/** One instance: publishing is delivering. */
export function localBus(): ChatBus {
  let deliver: Handler = () => {};
  return {
    kind: "local",
    async start(handler) {
      deliver = handler;
    },
    async publish(message) {
      deliver(message);
    },
    async reportAdmins() {},
    async countAdmins() {
      return null;
    },
    async close() {},
  };
}

/**
 * Several instances: every message goes through a Redis channel, including back to the instance that
 * published it, so all instances deliver in the same way and order.
 */
export function redisBus(url: string, log: BusLog, channel = DEFAULT_CHAT_CHANNEL): ChatBus {
  // Publishing fails fast while Redis is away or stalled (the service then delivers locally) instead of
  // queueing or waiting.
  const errors = redisErrorLog(log, "chat");
  const onError = errors.onError;
  const pub = redisClient(
    url,
    { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 250 },
    onError,
  );
  const sub = redisClient(url, { maxRetriesPerRequest: null }, onError);
  const presenceKey = `${channel}:admins`;
  const instance = randomUUID();
  let subscribed: Promise<unknown> | undefined;
  // Subscribe on every (re)connection rather than rely on the queue surviving an outage.
  sub.on("ready", () => {
    errors.ready();
    subscribed = sub.subscribe(channel).catch(onError);
  });
  return {
    kind: "redis",
    async start(handler) {
      sub.on("message", (ch: string, raw: string) => {
        if (ch !== channel) return;
        let parsed: ReturnType<typeof ChatServerMessage.safeParse>;
        try {
          parsed = ChatServerMessage.safeParse(JSON.parse(raw));
        } catch {
          return;
        }
        if (parsed.success) handler(parsed.data);
      });
      const ready = new Promise<void>((resolve) => {
        if (sub.status === "ready") resolve();
        else sub.once("ready", () => resolve());
      }).then(() => subscribed);
      await within(ready, START_WAIT_MS).catch(() => {
        log.error({}, "chat: redis unavailable at start; messages stay on this instance until it is back");
      });
    },
    async publish(message) {
      await pub.publish(channel, JSON.stringify(message));
    },
    // One hash per channel: field = instance, value = "count:expiresAt". A crashed instance's entry stops
    // counting when it expires, and the next count removes it.
    async reportAdmins(count) {
      if (count > 0) await pub.hset(presenceKey, instance, `${count}:${Date.now() + PRESENCE_TTL_MS}`);
      else await pub.hdel(presenceKey, instance);
    },
    async countAdmins() {
      const entries = await pub.hgetall(presenceKey);
      const now = Date.now();
      let total = 0;
      const stale: string[] = [];
      for (const [field, value] of Object.entries(entries)) {
        const [n, until] = value.split(":").map(Number);
        if (!until || until < now) stale.push(field);
        else total += n ?? 0;
      }
      if (stale.length > 0) await pub.hdel(presenceKey, ...stale).catch(onError);
      return total;
    },
    async close() {
      await pub.hdel(presenceKey, instance).catch(onError);
      sub.disconnect();
      pub.disconnect();
    },
  };
}
