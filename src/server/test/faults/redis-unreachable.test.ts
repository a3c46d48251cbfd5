import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { checkout, completeOrder, confirm } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { closedPort } from "./server-process.ts";

describe.each(dbKinds())("Redis pointed at a closed port, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t.close());

  it("still says it is ready, naming Redis as degraded", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "degraded", degraded: ["redis"] });
  });

  it("serves the public pages and the catalogue they read", async () => {
    for (const url of ["/", "/about", "/checkout", "/signup"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
    }
    const products = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(products.statusCode).toBe(200);
    expect(products.json().length).toBeGreaterThan(0);
  });

  it("takes a checkout from start to a completed order, and the public forms (limited routes) answer", async () => {
    const c = await checkout(t.app);
    expect((await confirm(t.app, c)).json().paymentIntent.status).toBe("succeeded");
    expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect(order?.status).toBe("paid");

    const joined = await t.app.inject({
      method: "POST",
      url: "/api/discount-signup",
      payload: { firstName: "Rae", email: "rae@example.com" },
    });
    expect(joined.statusCode).toBe(200);
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { name: "Rae", email: "rae@example.com", subject: "Lenses", message: "Which lens for rain?" },
    });
    expect(contact.statusCode).toBeLessThan(300);
  });
});
