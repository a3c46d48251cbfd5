import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "#server/db/schema/index.ts";
import { adminToken } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { createChatBus } from "./service.ts";
import { chatUrl, connectAdmin, connectShopper } from "./test-client.ts";

const OWNER = "owner@example.com";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const chatAlerts = (t: TestApp, conversationId: string) =>
  t.ctx.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.kind, "notify_chat"), eq(emailOutbox.dedupeKey, `notify:chat:${conversationId}`)),
    );

/** Waits for the echo of the stored message; the alert is queued after it is published, so may come later. */
async function say(client: Awaited<ReturnType<typeof connectShopper>>["client"], message: string) {
  client.send({ type: "other", message, sender: "Sam" });
  await client.next((m) => m.message === message);
}

describe.each(dbKinds())("a chat while no admin is connected on %s", (kind) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { SHOP_NOTIFY_EMAIL: OWNER });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = chatUrl(t.app);
  });
  afterAll(() => t.close());

  it("the hello says nobody is online, and the owner gets one alert per conversation", async () => {
    const { client, conversationId } = await connectShopper(url);
    expect(client.received.find((m) => m.event === "hello")?.adminOnline).toBe(false);
    await say(client, "Anyone there?");
    await say(client, "Hello?");
    const alerts = await vi.waitFor(async () => {
      const found = await chatAlerts(t, conversationId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(alerts[0]).toMatchObject({ to: OWNER });
    expect(alerts[0]?.text).toContain("Anyone there?");
    client.close();
  });

  it("with an admin console open the hello says so and no alert is sent", async () => {
    const admin = await connectAdmin(url, await adminToken(t.ctx));
    const { client, conversationId } = await connectShopper(url);
    expect(client.received.find((m) => m.event === "hello")?.adminOnline).toBe(true);
    await say(client, "Quick question");
    await new Promise((r) => setTimeout(r, 300));
    expect(await chatAlerts(t, conversationId)).toHaveLength(0);
    admin.close();
    await admin.closed;
    client.close();
  });
});

// Redis runs on every machine of this kind (and in CI), as for redis.test.ts.
describe("admin presence across two instances through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const channel = `test:chat:${randomUUID()}`;
    [a, b] = await Promise.all([
      createTestApp("pglite", { REDIS_URL, SHOP_NOTIFY_EMAIL: OWNER }),
      createTestApp("pglite", { REDIS_URL, SHOP_NOTIFY_EMAIL: OWNER }),
    ]);
    for (const t of [a, b]) {
      await t.ctx.chat.replaceBus(createChatBus(t.ctx.config, t.app.log, channel));
      await t.app.listen({ port: 0, host: "127.0.0.1" });
    }
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("an admin on instance B counts for a shopper on instance A; once B's admin leaves it does not", async () => {
    const admin = await connectAdmin(chatUrl(b.app), await adminToken(b.ctx));
    const first = await connectShopper(chatUrl(a.app));
    expect(first.client.received.find((m) => m.event === "hello")?.adminOnline).toBe(true);
    await say(first.client, "Seen by B's admin");
    await new Promise((r) => setTimeout(r, 300));
    expect(await chatAlerts(a, first.conversationId)).toHaveLength(0);

    admin.close();
    await admin.closed;
    await new Promise((r) => setTimeout(r, 100));
    const second = await connectShopper(chatUrl(a.app));
    expect(second.client.received.find((m) => m.event === "hello")?.adminOnline).toBe(false);
    await say(second.client, "Nobody at all?");
    await vi.waitFor(async () => expect(await chatAlerts(a, second.conversationId)).toHaveLength(1));
    first.client.close();
    second.client.close();
  });
});
