import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "#server/modules/admin-auth/testing.ts";
import { type StallingProxy, stallingProxy } from "#server/test/stalling-proxy.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { createChatBus } from "./service.ts";
import { chatUrl, connectAdmin, connectShopper } from "./test-client.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

// Redis runs on every machine of this kind (and in CI); without it these tests fail rather than skip.
describe("live chat fan-out through Redis between two instances", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A channel of this run's own, so other test runs sharing the Redis cannot cross-talk.
    const channel = `test:chat:${randomUUID()}`;
    [a, b] = await Promise.all([
      createTestApp("pglite", { REDIS_URL }),
      createTestApp("pglite", { REDIS_URL }),
    ]);
    for (const t of [a, b]) {
      expect(t.ctx.chat.busKind).toBe("redis");
      await t.ctx.chat.replaceBus(createChatBus(t.ctx.config, t.app.log, channel));
      await t.app.listen({ port: 0, host: "127.0.0.1" });
    }
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("delivers a shopper's message on one instance to an admin on the other, and the reply back", async () => {
    const adminOnB = await connectAdmin(chatUrl(b.app), await adminToken(b.ctx));
    const { client: shopperOnA, conversationId } = await connectShopper(chatUrl(a.app));

    shopperOnA.send({ type: "other", message: "hello from instance A", sender: "Sam" });
    expect(await adminOnB.next((m) => m.message === "hello from instance A")).toMatchObject({
      type: "other",
      sender: "Sam",
      conversationId,
    });
    // Delivered once, through Redis, not also directly.
    await shopperOnA.next((m) => m.message === "hello from instance A");
    expect(shopperOnA.received.filter((m) => m.message === "hello from instance A")).toHaveLength(1);

    adminOnB.send({ type: "admin", message: "reply from instance B", sender: "Admin", conversationId });
    expect(await shopperOnA.next((m) => m.message === "reply from instance B")).toMatchObject({
      type: "admin",
      conversationId,
    });
    adminOnB.close();
    shopperOnA.close();
  });
});

describe("live chat when Redis is unreachable", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { REDIS_URL: "redis://127.0.0.1:1" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("still starts and delivers on this instance", async () => {
    const admin = await connectAdmin(chatUrl(t.app), await adminToken(t.ctx));
    const { client: shopper } = await connectShopper(chatUrl(t.app));
    shopper.send({ type: "other", message: "is Redis down?" });
    await admin.next((m) => m.message === "is Redis down?");
    admin.close();
    shopper.close();
  });
});

describe("live chat when Redis stops answering", () => {
  let proxy: StallingProxy;
  let t: TestApp;
  beforeAll(async () => {
    proxy = await stallingProxy(new URL(REDIS_URL));
    t = await createTestApp("pglite", { REDIS_URL: proxy.url });
    await t.ctx.chat.replaceBus(createChatBus(t.ctx.config, t.app.log, `test:chat:${randomUUID()}`));
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it("delivers on this instance within a second instead of waiting for Redis", async () => {
    const admin = await connectAdmin(chatUrl(t.app), await adminToken(t.ctx));
    const { client: shopper } = await connectShopper(chatUrl(t.app));
    proxy.stall();
    const started = performance.now();
    shopper.send({ type: "other", message: "anyone there?" });
    await admin.next((m) => m.message === "anyone there?", 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    admin.close();
    shopper.close();
  });
});
