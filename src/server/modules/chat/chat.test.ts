import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#server/db/schema/index.ts";
import { adminToken, logout } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { chatUrl, connectAdmin, connectChat, connectShopper } from "./test-client.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dbKinds())("live chat over WebSocket on %s", (kind) => {
  let t: TestApp;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = chatUrl(t.app);
    token = await adminToken(t.ctx);
  });
  afterAll(() => t.close());

  const stored = (conversationId: string) =>
    t.ctx.db.select().from(s.chatMessages).where(eq(s.chatMessages.conversationId, conversationId));

  it("carries a shopper's message to every admin and an admin's reply back to that shopper only", async () => {
    const admin1 = await connectAdmin(url, token);
    const admin2 = await connectAdmin(url, token);
    const { client: shopper, conversationId } = await connectShopper(url);
    const { client: secondTab } = await connectShopper(chatUrl(t.app, `?conversation=${conversationId}`));
    const { client: stranger } = await connectShopper(url);

    shopper.send({ type: "other", message: "  Do the lenses fit a helmet?  ", sender: "Jo" });
    const atAdmin = await admin1.next((m) => m.message === "Do the lenses fit a helmet?");
    expect(atAdmin).toMatchObject({ type: "other", sender: "Jo", conversationId });
    expect(new Date(atAdmin.timestamp).toString()).not.toBe("Invalid Date");
    await admin2.next((m) => m.message === "Do the lenses fit a helmet?");
    await shopper.next((m) => m.message === "Do the lenses fit a helmet?");

    admin1.send({ type: "admin", message: "Yes, they do.", sender: "Admin", conversationId });
    const reply = await shopper.next((m) => m.message === "Yes, they do.");
    expect(reply).toMatchObject({ type: "admin", sender: "Admin", conversationId });
    expect(Object.keys(reply).sort()).toEqual([
      "conversationId",
      "id",
      "message",
      "sender",
      "timestamp",
      "type",
    ]);
    await secondTab.next((m) => m.message === "Yes, they do.");
    await admin2.next((m) => m.message === "Yes, they do.");

    await sleep(100);
    expect(stranger.received.filter((m) => m.type !== "system")).toEqual([]);
    expect((await stored(conversationId)).map((r) => [r.type, r.message])).toEqual([
      ["other", "Do the lenses fit a helmet?"],
      ["admin", "Yes, they do."],
    ]);
    for (const c of [admin1, admin2, shopper, secondTab, stranger]) c.close();
  });

  it("rejects admin messages from a socket that has not authenticated, and bad tokens", async () => {
    const admin = await connectAdmin(url, token);
    const { client: shopper, conversationId } = await connectShopper(url);
    shopper.send({ type: "admin", message: "I am the admin now", sender: "Admin", conversationId });
    const rejected = await shopper.next((m) => m.event === "error");
    expect(rejected).toMatchObject({
      type: "system",
      message: "Only an authenticated admin can send admin messages",
    });
    shopper.send({ type: "auth", token: "y".repeat(32) });
    await shopper.next((m) => m.message === "Authentication failed");
    shopper.send({ type: "admin", message: "Still not admin" });
    await sleep(200);
    expect(
      admin.received.some((m) => m.message.includes("admin now") || m.message === "Still not admin"),
    ).toBe(false);
    expect(await stored(conversationId)).toEqual([]);
    admin.close();
    shopper.close();
  });

  it("replays the conversation on reconnect, and recent messages to an admin", async () => {
    const { client: first, conversationId } = await connectShopper(url);
    first.send({ type: "other", message: "first question", sender: "admin" });
    await first.next((m) => m.message === "first question");
    const admin = await connectAdmin(url, token);
    admin.send({ type: "admin", message: "first answer", conversationId });
    await first.next((m) => m.message === "first answer");
    first.close();
    admin.close();

    const { client: again, conversationId: same } = await connectShopper(
      chatUrl(t.app, `?conversation=${conversationId}`),
    );
    expect(same).toBe(conversationId);
    await again.next((m) => m.message === "first answer");
    expect(
      again.received.filter((m) => m.type !== "system").map((m) => [m.type, m.sender, m.message]),
    ).toEqual([
      ["other", "Customer", "first question"],
      ["admin", "Admin", "first answer"],
    ]);
    const reconnected = await connectAdmin(url, token);
    await reconnected.next((m) => m.message === "first answer" && m.conversationId === conversationId);
    again.close();
    reconnected.close();
  });

  it("answers an admin reply without a conversation id to the latest shopper conversation", async () => {
    const { client: shopper, conversationId } = await connectShopper(url);
    shopper.send({ type: "other", message: "anyone there?" });
    const admin = await connectAdmin(url, token);
    await admin.next((m) => m.message === "anyone there?");
    admin.send({ type: "admin", message: "Here!", sender: "Admin" });
    expect(await shopper.next((m) => m.message === "Here!")).toMatchObject({ conversationId });
    shopper.close();
    admin.close();
  });

  it("answers a plain HTTP request to /ws with 426 JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/ws" });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ message: "This endpoint speaks WebSocket", requestId: expect.any(String) });
  });

  it("gives a new conversation for an invalid id, and never replays another's", async () => {
    const { client, conversationId } = await connectShopper(chatUrl(t.app, "?conversation=../../etc"));
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(client.received.filter((m) => m.type !== "system")).toEqual([]);
    client.close();
  });

  it("ignores blank messages, refuses long ones and too many, and closes on garbage", async () => {
    const { client, conversationId } = await connectShopper(url);
    client.send({ type: "other", message: "   " });
    client.send({ type: "other", message: "x".repeat(2001) });
    expect((await client.next((m) => m.event === "error")).message).toMatch(/too long/);
    client.send({ type: "other", message: 42 });
    client.send({ type: "unknown" });
    for (let i = 0; i < 6; i++) client.send({ type: "other", message: `burst ${i}` });
    await client.next((m) => /too quickly/.test(m.message));
    expect((await stored(conversationId)).every((r) => r.message.startsWith("burst"))).toBe(true);
    expect((await stored(conversationId)).length).toBeLessThan(6);

    client.send("this is not json");
    expect(await client.closed).toEqual({ code: 1007, reason: "Invalid JSON" });
    expect(client.received.some((m) => m.message === "Messages must be JSON")).toBe(true);

    const other = await connectChat(url);
    other.send("[1,2,3]");
    expect((await other.closed).code).toBe(1007);
    const binary = await connectChat(url);
    binary.ws.send(new Uint8Array([1, 2, 3]));
    expect(await binary.closed).toEqual({ code: 1003, reason: "Binary messages are not supported" });
  });

  it("drops an admin socket whose session was revoked", async () => {
    const session = await adminToken(t.ctx);
    const admin = await connectAdmin(url, session);
    const identity = await t.ctx.adminAuth.verify(session);
    await logout(t.ctx, identity?.sessionId as number);
    admin.send({ type: "admin", message: "after logout", conversationId: randomUUID() });
    expect((await admin.next((m) => m.event === "error")).message).toMatch(/session has ended/);
    admin.close();
  });
});
