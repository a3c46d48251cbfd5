import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders } from "#server/db/schema/index.ts";
import { startJobs } from "#server/jobs/index.ts";
import { buy, checkout } from "#server/modules/checkout/testing.ts";
import { emailQueueDepth } from "#server/modules/emails/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";

const TOKEN = "metrics-token-0123456789abcdefghijklmnop";

/** The value of one sample line, e.g. `name{a="b"}`; 0 when the line is absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("does not exist", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("http_request_duration_seconds");
  });
});

describe("GET /metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { METRICS_TOKEN: TOKEN, JOBS_INTERVAL_MS: "50" });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.body;
  };

  it("answers 401 with the JSON error shape without the bearer token, or with another", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer wrong-token-wrong-token-wrong-token" },
      { authorization: TOKEN },
    ]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: expect.any(String), requestId: expect.any(String) });
      expect(res.body).not.toContain("http_request");
    }
  });

  it("counts and times requests by route pattern, method and status class", async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: "GET", url: "/api/colors" });
    await t.app.inject({ method: "GET", url: "/api/products/999" });
    await t.app.inject({ method: "GET", url: "/api/products/1" });
    await t.app.inject({ method: "GET", url: "/api/no-such-route/42" });
    const text = await scrape();
    const series = (route: string, cls: string) =>
      `http_request_duration_seconds_count{route="${route}",method="GET",status_class="${cls}"}`;
    expect(sample(text, series("/api/colors", "2xx"))).toBe(3);
    expect(sample(text, series("/api/products/:id", "4xx"))).toBe(1);
    expect(sample(text, series("/api/products/:id", "2xx"))).toBe(1);
    // A path that matched no route is one label, whatever the path: a client cannot grow the series.
    expect(sample(text, series("unmatched", "4xx"))).toBe(1);
    expect(text).not.toContain("no-such-route");
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",route="/api/colors",method="GET",status_class="2xx"}',
      ),
    ).toBe(3);
  });

  it("reports event-loop lag and the process's own metrics", async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it("counts placed and lapsed orders and succeeded payments", async () => {
    await buy(t.app);
    const lapsing = await checkout(t.app);
    await t.ctx.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - 40 * 60_000) })
      .where(eq(orders.id, lapsing.orderId));
    const jobs = startJobs(t.ctx, t.app.log);
    await new Promise((r) => setTimeout(r, 300));
    await jobs.stop();
    const text = await scrape();
    expect(sample(text, 'shop_orders_total{outcome="placed"}')).toBe(1);
    expect(sample(text, 'shop_payments_total{outcome="succeeded"}')).toBe(1);
    expect(sample(text, 'shop_orders_total{outcome="lapsed"}')).toBe(1);
    expect(sample(text, 'shop_job_runs_total{job="lapse-checkouts",result="ok"}')).toBeGreaterThan(1);
    expect(sample(text, 'shop_job_runs_total{job="retention",result="ok"}')).toBeGreaterThan(1);
  });

  it("counts a job run that failed", async () => {
    const stuck = await checkout(t.app);
    await t.ctx.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - 40 * 60_000) })
      .where(eq(orders.id, stuck.orderId));
    const retrieve = t.ctx.payments.retrieveIntent;
    t.ctx.payments.retrieveIntent = async () => {
      throw new Error("provider unreachable");
    };
    try {
      const jobs = startJobs(t.ctx, t.app.log);
      await new Promise((r) => setTimeout(r, 200));
      await jobs.stop();
    } finally {
      t.ctx.payments.retrieveIntent = retrieve;
    }
    expect(
      sample(await scrape(), 'shop_job_runs_total{job="lapse-checkouts",result="failed"}'),
    ).toBeGreaterThan(0);
  });

  it("reads the email queue's depth at scrape time", async () => {
    await t.ctx.db.insert(emailOutbox).values(
      [1, 2, 3].map((n) => ({
        kind: "contact_reply",
        to: `queued${n}@example.com`,
        subject: "Queued",
        text: "Waiting",
        transport: "outbox",
        status: "queued" as const,
      })),
    );
    const depth = await emailQueueDepth(t.ctx.db);
    expect(depth).toBeGreaterThanOrEqual(3);
    expect(sample(await scrape(), "shop_email_queue_depth")).toBe(depth);
  });

  it("counts rate-limit refusals by route", async () => {
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/contact-messages", payload: {}, remoteAddress: "10.8.8.8" });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(429);
    expect(sample(await scrape(), 'shop_rate_limit_refusals_total{route="/api/contact-messages"}')).toBe(1);
  });
});
