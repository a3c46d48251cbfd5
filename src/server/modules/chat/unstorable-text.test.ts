import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#server/db/schema/index.ts";
import { adminToken } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { chatUrl, connectAdmin, connectShopper } from "./test-client.ts";

/** A NUL in a chat message failed in the database and got "Could not send your message" (the socket's 500). */
describe.each(dbKinds())("chat text the database cannot store on %s", (kind) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = chatUrl(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ["a NUL in the message", { type: "other", message: "hello\u0000there" }],
    ["a lone surrogate in the message", { type: "other", message: "hello \ud800" }],
    ["a NUL in the sender", { type: "other", message: "hello", sender: "Jo\u0000" }],
  ])(
    "answers a shopper's message with %s by saying what is wrong, and stores nothing",
    async (_what, frame) => {
      const { client } = await connectShopper(url);
      client.send(frame);
      const answer = await client.next((m) => m.event === "error");
      expect(answer.message).toMatch(/not allowed/);
      expect(await t.ctx.db.select().from(s.chatMessages)).toEqual([]);
      client.close();
    },
  );

  it("answers an admin's reply with a NUL the same way", async () => {
    const admin = await connectAdmin(url, await adminToken(t.ctx));
    admin.send({ type: "admin", message: "\u0000", conversationId: "0b0e6c1e-98f4-4b53-9d59-3ac4a9a1a0c2" });
    expect((await admin.next((m) => m.event === "error")).message).toMatch(/not allowed/);
    admin.close();
  });
});
