import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { now, TEST_NOW_HEADER } from "../lib/clock.ts";
import { registerErrorHandling } from "./errors.ts";
import { registerTestClock, testClockEnabled } from "./test-clock.ts";

const AT = "2026-12-12T12:00:00.000Z";

/** An app with the hook as configured and one route that answers what `now()` says after reading a body. */
async function appWith(config: { NODE_ENV: "development" | "production" | "test"; TEST_CLOCK: boolean }) {
  const app = Fastify();
  registerErrorHandling(app);
  registerTestClock(app, config);
  const answer = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return { now: now().toISOString() };
  };
  app.get("/now", answer);
  app.post("/now", answer);
  await app.ready();
  return app;
}

const ask = async (app: Awaited<ReturnType<typeof appWith>>, headers: Record<string, string>) => {
  const res = await app.inject({ method: "GET", url: "/now", headers });
  return { status: res.statusCode, body: res.json() as { now?: string; message?: string } };
};

describe("the browser-test clock header", () => {
  it("is honoured only by a test process with the flag", () => {
    expect(testClockEnabled({ NODE_ENV: "test", TEST_CLOCK: true })).toBe(true);
    expect(testClockEnabled({ NODE_ENV: "test", TEST_CLOCK: false })).toBe(false);
    expect(testClockEnabled({ NODE_ENV: "production", TEST_CLOCK: true })).toBe(false);
    expect(testClockEnabled({ NODE_ENV: "development", TEST_CLOCK: true })).toBe(false);
  });

  it("sets now() for the request that carries it, a JSON body read first, and for no other", async () => {
    const app = await appWith({ NODE_ENV: "test", TEST_CLOCK: true });
    expect(await ask(app, { [TEST_NOW_HEADER]: AT })).toEqual({ status: 200, body: { now: AT } });
    const posted = await app.inject({
      method: "POST",
      url: "/now",
      headers: { [TEST_NOW_HEADER]: AT },
      payload: { any: "body" },
    });
    expect(posted.json()).toEqual({ now: AT });
    const plain = await ask(app, {});
    expect(plain.status).toBe(200);
    expect(Math.abs(Date.parse(plain.body.now ?? "") - Date.now())).toBeLessThan(5000);
    await app.close();
  });

  it("answers a header that is not an ISO time with a 400 naming the header", async () => {
    const app = await appWith({ NODE_ENV: "test", TEST_CLOCK: true });
    for (const bad of ["next week", "2026-12-12", "2026-12-12T12:00:00", "<script>"]) {
      const res = await ask(app, { [TEST_NOW_HEADER]: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/^x-test-now must be an ISO time/);
    }
    await app.close();
  });

  it.each([
    ["production", true],
    ["development", true],
    ["test", false],
  ] as const)("is ignored, however written, with NODE_ENV=%s and the flag %s", async (env, flag) => {
    const app = await appWith({ NODE_ENV: env, TEST_CLOCK: flag });
    for (const value of [AT, "not a time"]) {
      const res = await ask(app, { [TEST_NOW_HEADER]: value });
      expect(res.status).toBe(200);
      expect(res.body.now).not.toBe(AT);
      expect(Math.abs(Date.parse(res.body.now ?? "") - Date.now())).toBeLessThan(5000);
    }
    await app.close();
  });
});
