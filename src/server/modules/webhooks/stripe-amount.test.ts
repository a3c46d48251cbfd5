import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { checkout, PRIMARY } from "#server/modules/checkout/testing.ts";
import { fakeStripe } from "#server/providers/payments/test-fake-stripe.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const WEBHOOK_SECRET = "whsec_amount_test";

/** Stripe's succeeded event is a prompt: the amount the provider took is read back and compared. */
describe.each(dbKinds())("Stripe's payment amount against the order on %s", (kind) => {
  const fake = fakeStripe();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    const { port } = fake.server.address() as AddressInfo;
    t = await createTestApp(kind, {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  /** Stripe reports the intent succeeded, having taken `amount`; its webhook arrives. */
  async function succeedWith(paymentIntentId: string, amount: number) {
    const intent = fake.intents.get(paymentIntentId);
    if (!intent) throw new Error(`no intent ${paymentIntentId}`);
    Object.assign(intent, { status: "succeeded", amount });
    const payload = JSON.stringify({
      id: `evt_${paymentIntentId}_${amount}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: paymentIntentId, object: "payment_intent", amount: 11000 } },
    });
    return t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      payload,
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
  }
  const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

  it("a succeeded event for less than the charge holds the order for review, whatever the event says", async () => {
    const c = await checkout(t.app, { items: [PRIMARY] });
    expect((await succeedWith(c.paymentIntentId, 500)).statusCode).toBe(200);
    expect(await orderOf(c.orderId)).toMatchObject({ status: "review", receivedPence: 500, paidAt: null });
  });

  it("the same event for the charge completes the order", async () => {
    const c = await checkout(t.app, { items: [PRIMARY] });
    expect((await succeedWith(c.paymentIntentId, 11000)).statusCode).toBe(200);
    expect(await orderOf(c.orderId)).toMatchObject({ status: "paid", receivedPence: null });
  });
});
