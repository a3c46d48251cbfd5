import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type Count, FailoverStore, MAX_BACKOFF_MS, MemoryCounters } from "./rate-limit-store.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redis = new Redis(REDIS_URL);
afterAll(() => redis.disconnect());

const incr = (store: FailoverStore, key: string) =>
  new Promise<Count>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000, 5),
  );

describe.each([
  ["in process", () => undefined],
  ["in Redis", () => redis],
])("rate-limit counters %s", (_where, client) => {
  const backoff = () =>
    new FailoverStore(client(), new MemoryCounters(), `test-rl:${randomUUID()}:`, {
      exponentialBackoff: true,
    });

  it("doubles the window with each request past the limit, up to an hour", async () => {
    const store = backoff();
    const ttls: number[] = [];
    for (let i = 0; i < 16; i++) ttls.push((await incr(store, "k")).ttl);
    const rounded = ttls.map((ttl) => Math.round(ttl / 1000));
    expect(rounded.slice(0, 9)).toEqual([60, 60, 60, 60, 60, 60, 120, 240, 480]);
    expect(Math.max(...ttls)).toBe(MAX_BACKOFF_MS);
  });

  it("gives back a counted request, never below zero", async () => {
    const store = backoff();
    await incr(store, "k");
    await incr(store, "k");
    await store.release("k");
    const read = () =>
      new Promise<Count>((resolve) => store.read("k", (_e, count) => resolve(count as Count)));
    expect((await read()).current).toBe(1);
    await store.release("k");
    await store.release("k");
    expect((await read()).current).toBe(0);
    expect((await incr(store, "k")).current).toBe(1);
  });
});

describe("in-process counters", () => {
  it("keep a window that backoff lengthened (the plugin's own LocalStore forgets it after the plain window)", () => {
    const counters = new MemoryCounters();
    for (let i = 0; i < 7; i++) counters.incr("k", 1000, 5, { exponentialBackoff: true }, 0);
    expect(counters.read("k", 1500)).toEqual({ current: 7, ttl: 500 });
    expect(counters.read("k", 2000)).toEqual({ current: 0, ttl: 0 });
  });

  it("drop the least recently used key past their capacity", () => {
    const counters = new MemoryCounters(2);
    counters.incr("a", 1000, 5, {}, 0);
    counters.incr("b", 1000, 5, {}, 0);
    counters.incr("a", 1000, 5, {}, 0);
    counters.incr("c", 1000, 5, {}, 0);
    expect(counters.read("a", 0).current).toBe(2);
    expect(counters.read("b", 0).current).toBe(0);
  });
});
