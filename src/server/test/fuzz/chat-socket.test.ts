import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "#server/modules/admin-auth/testing.ts";
import { chatUrl, connectChat } from "#server/modules/chat/testing.ts";
import { createTestApp, type TestApp } from "../test-app.ts";
import { dbKinds } from "../test-db.ts";
import { FUZZ_LOG_LEVEL, holdsInput, LogCapture } from "./check.ts";
import { hostileString, hostileValue, MARKER, malformedJson } from "./hostile.ts";
import { toJson } from "./request.ts";
import { assertFuzz, fuzzSeed, runsFor } from "./seed.ts";

/** What the socket says when handling a message failed on the server's side: the chat's 500. */
const SERVER_FAILURE = "Could not send your message. Please try again.";
/** Binary, not JSON, not a message, or a frame over the limit. */
const REFUSAL_CLOSES = [1003, 1007, 1009];
/** The server's frame limit (chat/routes.ts). Past it ws may drop the connection before the close frame. */
const MAX_FRAME_BYTES = 16 * 1024;

type Frame = { text: string } | { binary: Uint8Array };

/**
 * The chat socket's messages, fuzzed one fresh shopper socket per case (the per-socket rate limit would
 * otherwise answer most of them): every frame gets a stored message, a system error or a close with a
 * refusal code; never the server-failure answer, and the log holds none of it.
 */
describe.each(dbKinds())("fuzzing chat socket messages on %s", (kind) => {
  const seed = fuzzSeed();
  const log = new LogCapture();
  let t: TestApp;
  let url: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: FUZZ_LOG_LEVEL }, { logStream: log });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = chatUrl(t.app);
    token = await adminToken(t.ctx);
  });
  afterAll(() => t?.close());

  it("answers every frame with a message, a system error or a refusal close; never a server failure", async () => {
    const field = (valid: fc.Arbitrary<unknown>) =>
      fc.oneof({ weight: 2, arbitrary: valid }, { weight: 2, arbitrary: hostileValue });
    const text = fc.oneof(hostileString, fc.constant(`Hello ${MARKER}`));
    const sender = fc.option(fc.oneof(hostileString, fc.constantFrom("Jo", "Admin", "ＡＤＭＩＮ")), {
      nil: undefined,
    });
    const conversationId = fc.option(fc.oneof(fc.uuid({ version: 4 }), hostileString), { nil: undefined });
    const message = fc.oneof(
      // Well formed but for the text in them: these reach the database.
      { weight: 4, arbitrary: fc.record({ type: fc.constant("other"), message: text, sender }) },
      {
        weight: 2,
        arbitrary: fc.record({ type: fc.constant("admin"), message: text, sender, conversationId }),
      },
      { weight: 1, arbitrary: fc.record({ type: fc.constant("auth"), token: hostileString }) },
      {
        weight: 3,
        arbitrary: fc.record(
          {
            type: field(fc.constantFrom("other", "admin", "auth")),
            message: field(text),
            sender: field(sender),
            token: field(fc.constant(token)),
            conversationId: field(conversationId),
          },
          { requiredKeys: ["type"] },
        ),
      },
    );
    const frame: fc.Arbitrary<Frame> = fc.oneof(
      { weight: 8, arbitrary: message.map((m) => ({ text: toJson(m) })) },
      { weight: 1, arbitrary: hostileValue.map((v) => ({ text: toJson(v) })) },
      { weight: 1, arbitrary: malformedJson.map((text) => ({ text })) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 32 }).map((binary) => ({ binary })) },
    );
    const property = fc.asyncProperty(frame, fc.boolean(), async (sent, asAdmin) => {
      const client = await connectChat(url);
      try {
        await client.next((m) => m.event === "hello");
        if (asAdmin) {
          client.send({ type: "auth", token });
          await client.next((m) => m.event === "authenticated");
        }
        const before = client.received.length;
        if ("binary" in sent) client.ws.send(new Uint8Array(sent.binary));
        else client.ws.send(sent.text);
        // Frames are handled in order, and an empty message gets no answer: a probe after it marks the end.
        client.send({ type: "auth", token });
        const end = await Promise.race([
          client.next((m) => m.event === "authenticated" && client.received.indexOf(m) >= before, 5_000),
          client.closed,
        ]);
        if ("code" in end) {
          const size = "binary" in sent ? sent.binary.length : Buffer.byteLength(sent.text);
          expect(size > MAX_FRAME_BYTES ? [1009, 1006] : REFUSAL_CLOSES).toContain(end.code);
        }
        const answers = client.received.slice(before).map((m) => m.message);
        expect(answers).not.toContain(SERVER_FAILURE);
        const leaked = log.fresh().filter(holdsInput);
        expect(leaked).toEqual([]);
      } finally {
        client.close();
      }
    });
    await assertFuzz(seed, "chat socket frames", property, runsFor(120));
  }, 300_000);
});
