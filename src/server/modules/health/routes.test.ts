import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("health, readiness and compression", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("is live and ready while the database answers", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("compresses a large JSON answer for a client that accepts gzip", async () => {
    const products = await t.app.inject({
      method: "GET",
      url: "/api/products",
      headers: { "accept-encoding": "gzip" },
    });
    expect(products.statusCode).toBe(200);
    expect(products.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("is not ready, with a JSON message, when the database stops answering", async () => {
    const ping = t.ctx.database.ping;
    t.ctx.database.ping = () => Promise.reject(new Error("connection refused"));
    try {
      const res = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: "Database unavailable", requestId: expect.any(String) });
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      t.ctx.database.ping = ping;
    }
  });
});

describe.each(dbKinds())("readiness with Redis on %s", (kind) => {
  let up: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    [up, down] = await Promise.all([
      createTestApp(kind, { REDIS_URL }),
      createTestApp(kind, { REDIS_URL: "redis://127.0.0.1:1" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([up?.close(), down?.close()]);
  });

  it("is ready while Redis answers", async () => {
    const res = await up.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready" });
  });

  it("reports Redis as the degraded dependency when it does not answer, and stays in service", async () => {
    const res = await down.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "degraded", degraded: ["redis"] });
  });

  it("is not ready when the database is down too", async () => {
    const ping = down.ctx.database.ping;
    down.ctx.database.ping = () => Promise.reject(new Error("connection refused"));
    try {
      const res = await down.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: "Database unavailable", requestId: expect.any(String) });
    } finally {
      down.ctx.database.ping = ping;
    }
  });
});
