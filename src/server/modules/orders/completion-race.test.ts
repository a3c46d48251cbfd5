import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { RECONCILE_AFTER_MINUTES, reconcilePayments } from "#server/jobs/reconcile-payments.ts";
import { CUSTOMER, checkout, completeOrder, confirm, signedEvent } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

/** The browser's one completion call, the provider's webhook and the sweeper all complete through one function. */
describe.each(dbKinds())("completing a paid card on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("the browser's call, the webhook and the sweeper racing make one paid order and one email", async () => {
    const email = "three-ways@example.com";
    const c = await checkout(t.app, { customer: { ...CUSTOMER, email } });
    expect((await confirm(t.app, c)).json().paymentIntent.status).toBe("succeeded");
    const event = signedEvent(t.ctx, "payment_intent.succeeded", c.paymentIntentId);
    const later = new Date(Date.now() + (RECONCILE_AFTER_MINUTES + 1) * 60_000);

    const [browser, hook, , sweeper] = await Promise.all([
      completeOrder(t.app, c),
      t.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        payload: event.payload,
        headers: event.headers,
      }),
      completeOrder(t.app, c),
      reconcilePayments(t.ctx, later),
    ]);
    expect(browser.statusCode).toBe(200);
    expect(browser.json()).toEqual({ id: c.orderId, total: "110.00" });
    expect(hook.statusCode).toBe(200);
    expect(sweeper).toBeLessThanOrEqual(1);

    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect(order?.status).toBe("paid");
    expect(order?.orderNumber).toMatch(/^NDR-\d+$/);
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, c.orderId));
    expect(history.filter((h) => h.toStatus === "paid")).toHaveLength(1);
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.filter((m) => m.kind === "order_confirmation")).toHaveLength(1);
  });
});
