import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  discountCodes,
  emailOutbox,
  orderStatusHistory,
  orders,
  webhookEvents,
} from "#server/db/schema/index.ts";
import {
  addCode,
  CARDS,
  checkout,
  completeOrder,
  confirm,
  signedEvent,
} from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

describe.each(dbKinds())("payment webhooks on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const deliver = (event: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      payload: event.payload,
      headers: event.headers,
    });
  const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  const mailsFor = async (pi: string) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.paymentIntentId, pi));
    const number = order?.orderNumber;
    return number ? (await t.ctx.db.select().from(emailOutbox)).filter((m) => m.text.includes(number)) : [];
  };

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const c = await checkout(t.app);
    await confirm(t.app, c);
    const event = signedEvent(t.ctx, "payment_intent.succeeded", c.paymentIntentId);
    const tampered = await deliver({ ...event, payload: event.payload.replace("evt_", "evt_x") });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await deliver({
      payload: event.payload,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toMatch(/signature/i);
    expect((await orderOf(c.orderId))?.status).toBe("pending");
  });

  it("a webhook delivered 5 times, racing the browser, completes once: one email, one discount use", async () => {
    const codeId = await addCode(t.ctx, { code: "HOOK", maxUses: 10 });
    const c = await checkout(t.app, { discountCode: "hook" });
    await confirm(t.app, c);
    const event = signedEvent(t.ctx, "payment_intent.succeeded", c.paymentIntentId);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(event)),
      completeOrder(t.app, c),
      completeOrder(t.app, c),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json().duplicate === true)).toHaveLength(4);
    expect((await orderOf(c.orderId))?.status).toBe("paid");
    expect(await mailsFor(c.paymentIntentId)).toHaveLength(1);
    const code = (await t.ctx.db.select().from(discountCodes).where(eq(discountCodes.id, codeId)))[0];
    expect(code?.currentUses).toBe(1);
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, c.orderId));
    expect(history.filter((h) => h.toStatus === "paid")).toHaveLength(1);
    const events = await t.ctx.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, `evt_${c.paymentIntentId}_payment_intent.succeeded`));
    expect(events).toHaveLength(1);
  });

  it("the webhook alone completes an order whose shopper never came back", async () => {
    const c = await checkout(t.app);
    await confirm(t.app, c);
    const res = await deliver(signedEvent(t.ctx, "payment_intent.succeeded", c.paymentIntentId));
    expect(res.json()).toEqual({ received: true, result: "handled" });
    expect((await orderOf(c.orderId))?.status).toBe("paid");
    expect(await mailsFor(c.paymentIntentId)).toHaveLength(1);
  });

  it("out of order: a late failure event never undoes a completed order", async () => {
    const c = await checkout(t.app);
    await confirm(t.app, c, CARDS.declined);
    await confirm(t.app, c);
    await deliver(signedEvent(t.ctx, "payment_intent.succeeded", c.paymentIntentId));
    const late = await deliver(signedEvent(t.ctx, "payment_intent.payment_failed", c.paymentIntentId));
    expect(late.statusCode).toBe(200);
    expect((await orderOf(c.orderId))?.status).toBe("paid");
  });

  it("a failure event marks an unpaid order failed; a success event for an unpaid intent does nothing", async () => {
    const c = await checkout(t.app);
    const early = await deliver(signedEvent(t.ctx, "payment_intent.succeeded", c.paymentIntentId));
    expect(early.json()).toEqual({ received: true, result: "ignored" });
    expect((await orderOf(c.orderId))?.status).toBe("pending");
    await confirm(t.app, c, CARDS.declined);
    await deliver(signedEvent(t.ctx, "payment_intent.payment_failed", c.paymentIntentId));
    expect((await orderOf(c.orderId))?.status).toBe("failed");
    // The shopper tries another card on the same payment: it still completes.
    await confirm(t.app, c);
    expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    expect((await orderOf(c.orderId))?.status).toBe("paid");
  });

  it("acknowledges events for unknown payments and other event types", async () => {
    const unknown = await deliver(signedEvent(t.ctx, "payment_intent.succeeded", "pi_notours000000000000"));
    expect(unknown.json()).toEqual({ received: true, result: "ignored" });
    const other = await deliver(signedEvent(t.ctx, "charge.refunded", "pi_notours000000000000"));
    expect(other.json()).toEqual({ received: true, result: "ignored" });
  });

  it("keeps JSON parsing for every other route", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/validate-discount-code",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The request body is not valid JSON");
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      payload: "x".repeat(600 * 1024),
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
    });
    expect(huge.statusCode).toBe(413);
  });
});
