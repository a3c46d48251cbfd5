import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CARDS,
  CUSTOMER,
  checkout,
  completeOrder,
  confirm,
  ELIGIBLE,
  signedEvent,
} from "#server/modules/checkout/testing.ts";
import { confirmationToken, ORDER_NOT_FOUND, orderToken } from "#server/modules/orders/index.ts";
import { CONFIRMATION_TOKEN_TTL_SECONDS, prescriptionToken } from "#server/modules/orders/testing.ts";
import { SandboxPayments } from "#server/providers/payments/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { deliveryEstimate } from "#shared/delivery/delivery-estimate.ts";
import { DISPATCH_TIMES } from "#shared/delivery/dispatch-times.ts";
import { CheckoutResponse } from "#shared/schemas/checkout.ts";
import { OrderConfirmation } from "#shared/schemas/order-confirmation.ts";

const PROCESSING_CARD = "4000 0000 0000 1000";

describe.each(dbKinds())("the confirmation page's lookup on %s", (kind) => {
  let t: TestApp;

  const lookup = (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/order-confirmation", payload: payload as object });
  const stateOf = async (payload: unknown) => {
    const res = await lookup(payload);
    expect(res.statusCode, res.body).toBe(200);
    return OrderConfirmation.parse(res.json());
  };
  const expectNotFound = async (payload: unknown) => {
    const res = await lookup(payload);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ message: ORDER_NOT_FOUND });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_LINK_SECRET: "an-order-link-secret-long-enough-to-use" });
  });
  afterAll(() => t?.close());

  it("a paid order: its number, items with options, amounts, full delivery address and email", async () => {
    const c = await checkout(t.app);
    expect(c.confirmationToken).toMatch(/^c1\.\d+\.\d+\.[\w-]{43}$/);
    expect((await confirm(t.app, c)).statusCode).toBe(200);
    expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    const answer = await stateOf({ paymentIntentId: c.paymentIntentId, token: c.confirmationToken });
    if (answer.state !== "succeeded") throw new Error(`not placed: ${answer.state}`);
    expect(answer.order).toMatchObject({
      orderNumber: expect.stringMatching(/^NDR-\d{5,}$/),
      subtotal: "110.00",
      shipping: "0.00",
      total: "110.00",
      email: CUSTOMER.email,
      deliveryAddress: {
        name: CUSTOMER.name,
        address: CUSTOMER.address,
        city: CUSTOMER.city,
        postcode: CUSTOMER.postcode,
        country: CUSTOMER.country,
      },
      prescriptionFormUrl: null,
      orderPageUrl: expect.stringMatching(/^\/order\?t=v1\./),
    });
    expect(answer.order.items).toEqual([
      expect.objectContaining({
        productId: 1,
        name: expect.any(String),
        description: "Ronhill Black, Brennweite Grey",
        colorName: "Ronhill Black",
        colorId: 1,
        africaColorId: null,
        quantity: 2,
        total: "110.00",
      }),
    ]);
    // Sunglasses are made to order: their dispatch time, then the UK carrier's, from the day of payment.
    expect(answer.order.deliveryEstimate).toEqual(
      deliveryEstimate(new Date(), [DISPATCH_TIMES.madeToOrder], CUSTOMER.country),
    );
    expect(answer.order.deliveryEstimate.earliest < answer.order.deliveryEstimate.latest).toBe(true);
  });

  it("a prescription order's next step is the prescription form for that order", async () => {
    const { country: _country, ...contact } = CUSTOMER;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/prescription-pro/orders",
      payload: {
        visionType: "varifocal",
        frameColorId: 3,
        prescriptionLensTypeId: 16,
        finishId: 2,
        ...contact,
        eligibility: ELIGIBLE,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = CheckoutResponse.parse(res.json());
    await confirm(t.app, c);
    await completeOrder(t.app, c);
    const answer = await stateOf({ paymentIntentId: c.paymentIntentId, token: c.confirmationToken });
    if (answer.state !== "succeeded") throw new Error(`not placed: ${answer.state}`);
    expect(answer.order.orderType).toBe("prescription_pro");
    expect(answer.order.prescriptionFormUrl).toMatch(/^\/prescription-form\?order=p1\./);
  });

  it("a payment not taken is failed; a checkout not paid yet is never succeeded", async () => {
    const c = await checkout(t.app);
    const key = { paymentIntentId: c.paymentIntentId, token: c.confirmationToken };
    expect(await stateOf(key)).toMatchObject({ state: "failed" });
    await confirm(t.app, c, CARDS.declined);
    expect(await stateOf(key)).toEqual({ state: "failed", message: expect.stringContaining("not taken") });
  });

  it("processing until the bank answers; succeeded once the webhook lands", async () => {
    const c = await checkout(t.app);
    const key = { paymentIntentId: c.paymentIntentId, token: c.confirmationToken };
    const paid = await confirm(t.app, c, PROCESSING_CARD);
    expect(paid.json().paymentIntent.status).toBe("processing");
    expect(await stateOf(key)).toEqual({ state: "processing" });

    const sandbox = t.ctx.payments as SandboxPayments;
    expect(sandbox).toBeInstanceOf(SandboxPayments);
    const settled = await t.app.inject({
      method: "POST",
      url: `/api/sandbox/payment-intents/${c.paymentIntentId}/settle`,
      payload: { clientSecret: c.clientSecret, outcome: "succeeded" },
    });
    expect(settled.json().paymentIntent.status).toBe("succeeded");
    // The lookup only reads: until the webhook (or the browser's completion) lands, it is still processing.
    expect(await stateOf(key)).toEqual({ state: "processing" });
    const event = signedEvent(t.ctx, "payment_intent.succeeded", c.paymentIntentId);
    const hook = await t.app.inject({ method: "POST", url: "/api/webhooks/stripe", ...event });
    expect(hook.statusCode, hook.body).toBe(200);
    expect(await stateOf(key)).toMatchObject({ state: "succeeded", order: { total: "110.00" } });
  });

  it("a made-up payment id, another shopper's payment, or a forged token: one 404 that says nothing", async () => {
    const mine = await checkout(t.app);
    const theirs = await checkout(t.app);
    await confirm(t.app, theirs);
    await completeOrder(t.app, theirs);
    await expectNotFound({ paymentIntentId: "pi_fake1234567890", token: mine.confirmationToken });
    // My token with their payment, their id with my token: neither opens their order.
    await expectNotFound({ paymentIntentId: theirs.paymentIntentId, token: mine.confirmationToken });
    const [v, id, expiry, signature] = theirs.confirmationToken.split(".");
    const flipped = `${signature?.[0] === "A" ? "B" : "A"}${signature?.slice(1)}`;
    await expectNotFound({
      paymentIntentId: theirs.paymentIntentId,
      token: `${v}.${id}.${expiry}.${flipped}`,
    });
    await expectNotFound({
      paymentIntentId: theirs.paymentIntentId,
      token: `${v}.${id}.${Number(expiry) + 1}.${signature}`,
    });
    await expectNotFound({ paymentIntentId: theirs.paymentIntentId, token: "garbage" });
    // Other signed links of the same order do not stand in for this one.
    const orderId = Number(id);
    await expectNotFound({
      paymentIntentId: theirs.paymentIntentId,
      token: orderToken(t.ctx.config, { id: orderId, paidAt: new Date(), createdAt: new Date() }),
    });
    await expectNotFound({
      paymentIntentId: theirs.paymentIntentId,
      token: prescriptionToken(t.ctx.config, { id: orderId, paidAt: new Date(), createdAt: new Date() }),
    });
  });

  it("an expired token: 404 too, though correctly signed", async () => {
    const c = await checkout(t.app);
    await confirm(t.app, c);
    await completeOrder(t.app, c);
    const orderId = Number(c.confirmationToken.split(".")[1]);
    const dayAndABitAgo = Date.now() - (CONFIRMATION_TOKEN_TTL_SECONDS + 60) * 1000;
    const stale = confirmationToken(t.ctx.config, orderId, dayAndABitAgo);
    await expectNotFound({ paymentIntentId: c.paymentIntentId, token: stale });
    const fresh = confirmationToken(t.ctx.config, orderId);
    expect((await stateOf({ paymentIntentId: c.paymentIntentId, token: fresh })).state).toBe("succeeded");
  });

  it.each([
    ["no body", undefined],
    ["no token", { paymentIntentId: "pi_abcdefgh12345678" }],
    ["an empty token", { paymentIntentId: "pi_abcdefgh12345678", token: "" }],
    ["a 10 KB token", { paymentIntentId: "pi_abcdefgh12345678", token: "c1.".padEnd(10_240, "A") }],
    ["a token that is not text", { paymentIntentId: "pi_abcdefgh12345678", token: 12 }],
    ["no payment id", { token: "c1.1.2.x" }],
    ["a payment id that is not one", { paymentIntentId: "<script>", token: "c1.1.2.x" }],
    ["a 10 KB payment id", { paymentIntentId: `pi_${"a".repeat(10_240)}`, token: "c1.1.2.x" }],
  ])("answers %s with a 400 and a message", async (_what, payload) => {
    const res = await lookup(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
