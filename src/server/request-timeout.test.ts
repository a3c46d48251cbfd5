import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNUP_MIN_MS } from "#server/modules/club/testing.ts";
import { CURRENT_CLUB_CONSENT } from "#shared/club-consent.ts";
import { loadConfig } from "./env.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

/** Shorter than a club signup takes to answer (SIGNUP_MIN_MS), to show that answers are not cut. */
const TIMEOUT_MS = 300;

/** Sends the headers and the first bytes of a body, then a byte every 50 ms: the whole body never arrives. */
function slowBody(port: number): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let drip: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(
        "POST /api/contact-messages HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n" +
          'Content-Length: 10000\r\n\r\n{"name":"',
      );
      drip = setInterval(() => socket.writable && socket.write("a"), 50);
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("error", reject);
    socket.on("close", () => {
      clearInterval(drip);
      resolve({ answer, ms: performance.now() - started });
    });
    setTimeout(() => socket.destroy(new Error("the slow body was never cut off")), 10_000).unref();
  });
}

describe("request timeout", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp("pglite", { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it("is 30 seconds unless REQUEST_TIMEOUT_MS says otherwise", () => {
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(t.app.server.requestTimeout).toBe(TIMEOUT_MS);
  });

  it("cuts off a body still arriving after the timeout with 408, and keeps serving", async () => {
    const { answer, ms } = await slowBody(port);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)).message).toEqual(expect.any(String));
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000);
    const health = await fetch(`http://127.0.0.1:${port}/api/shop-settings`);
    expect(health.status).toBe(200);
  });

  it("never cuts an answer that takes longer than the timeout once the request has arrived", async () => {
    expect(SIGNUP_MIN_MS).toBeGreaterThan(TIMEOUT_MS);
    const res = await fetch(`http://127.0.0.1:${port}/api/discount-signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Slow",
        email: "slow@example.com",
        consentWording: CURRENT_CLUB_CONSENT,
      }),
    });
    expect(res.status).toBe(200);
  });
});
