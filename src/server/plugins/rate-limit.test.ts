import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const MESSAGE = { name: "Grace Hopper", email: "grace@example.com", subject: "Fit", message: "Small face?" };

/** An address of this run's own: counters outlive a run in the shared Redis for their 10-minute window. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const send = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/contact-messages", payload: MESSAGE, remoteAddress });

// Redis runs on every machine of this kind (and in CI); without it these tests fail rather than skip.
describe("rate limits shared between instances through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      createTestApp("pglite", { REDIS_URL }),
      createTestApp("pglite", { REDIS_URL }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("counts one address's contact messages across both instances: the 11th in 10 minutes is refused", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await send(i % 2 ? a : b, address)).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await send(a, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(expect.any(String));
    expect((await send(b, address)).statusCode).toBe(429);
    expect((await send(b, freshAddress())).statusCode).toBe(201);
  });
});

describe("rate limits with Redis unreachable", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { REDIS_URL: "redis://127.0.0.1:1" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lets the form through rather than failing it", async () => {
    const res = await send(t, freshAddress());
    expect(res.statusCode).toBe(201);
  });
});
