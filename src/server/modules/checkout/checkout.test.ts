import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderItems, orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { CheckoutResponse } from "#shared/schemas/checkout.ts";
import {
  addCode,
  CARDS,
  CUSTOMER,
  checkout,
  completeOrder,
  confirm,
  createIntent,
  PRIMARY,
  SOCKS,
  secretOf,
} from "./test-checkout.ts";

describe.each(dbKinds())("checkout on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const orderByPi = async (pi: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.paymentIntentId, pi)))[0];

  it("prices on the server, records a pending order and answers with a sandbox client secret", async () => {
    const c = CheckoutResponse.parse(await checkout(t.app, { items: [PRIMARY, SOCKS] }));
    expect(c.paymentIntentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(c.clientSecret).toMatch(new RegExp(`^${c.paymentIntentId}_secret_[A-Za-z0-9]+$`));
    expect(c.status).toBe("requires_payment_method");
    expect(c.amounts).toEqual({
      subtotal: "120.00",
      discount: "0.00",
      shipping: "0.00",
      total: "120.00",
      charge: "120.00",
    });
    const order = await orderByPi(c.paymentIntentId);
    expect(order).toMatchObject({ id: c.orderId, status: "pending", orderType: "multi", totalPence: 12_000 });
    expect(order?.customerEmail).toBe("ada@example.com");
    const items = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, c.orderId));
    expect(items.map((i) => [i.productId, i.quantity, i.unitPricePence, i.itemTotalPence])).toEqual([
      [1, 2, 5500, 11_000],
      [4, 3, 500, 1000],
    ]);
    const intent = await t.app.inject({
      method: "GET",
      url: `/api/payment-intent/${c.paymentIntentId}`,
      headers: secretOf(c),
    });
    expect(intent.json()).toEqual({
      id: c.paymentIntentId,
      status: "requires_payment_method",
      amount: 12_000,
      currency: "gbp",
    });
  });

  it("happy path: pay with 4242 and complete: one completed order, its items, one email", async () => {
    const c = await checkout(t.app);
    const paid = await confirm(t.app, c);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().paymentIntent.status).toBe("succeeded");
    const done = await completeOrder(t.app, c);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ id: c.orderId, total: "110.00" });

    const order = await orderByPi(c.paymentIntentId);
    expect(order?.status).toBe("paid");
    expect(order?.paidAt).toBeInstanceOf(Date);
    const items = await t.app.inject({
      method: "GET",
      url: `/api/orders/${c.orderId}/items`,
      headers: secretOf(c),
    });
    expect(items.json()).toHaveLength(1);
    expect(items.json()[0]).toMatchObject({
      productId: 1,
      productPrice: "55.00",
      itemTotal: "110.00",
      quantity: 2,
    });
    expect(order?.orderNumber).toMatch(/^NDR-\d{5,}$/);
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, CUSTOMER.email));
    const mine = mails.filter((m) => m.text.includes(order?.orderNumber as string));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.kind).toBe("order_confirmation");
    expect(mine[0]?.text).toMatch(/Total\s+£110\.00/);
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, c.orderId));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      [null, "pending", "storefront"],
      ["pending", "paid", "storefront"],
    ]);

    // A reload, a retry and the items call change nothing.
    const mailCount = (await t.ctx.db.select().from(emailOutbox)).length;
    for (let i = 0; i < 3; i++) expect((await completeOrder(t.app, c)).json()).toEqual(done.json());
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/orders/${c.orderId}/items`,
      headers: secretOf(c),
      payload: { productId: 1, productPrice: "0.01", quantity: 50, itemTotal: "0.50" },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual(items.json());
    expect(await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, c.orderId))).toHaveLength(1);
    expect(await t.ctx.db.select().from(emailOutbox)).toHaveLength(mailCount);
    const byPi = await t.app.inject({
      method: "GET",
      url: `/api/orders/by-payment-intent/${c.paymentIntentId}`,
      headers: secretOf(c),
    });
    expect(byPi.json()).toEqual({
      order: {
        id: c.orderId,
        orderNumber: order?.orderNumber,
        total: "110.00",
        status: "paid",
        orderType: "primary",
        prescriptionFormUrl: null,
      },
    });
  });

  it("a declined card (0002) completes nothing", async () => {
    const c = await checkout(t.app);
    const paid = await confirm(t.app, c, CARDS.declined);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().error).toMatchObject({ type: "card_error", message: "Your card was declined." });
    expect(paid.json().paymentIntent.status).toBe("requires_payment_method");
    const done = await completeOrder(t.app, c);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toMatch(/not succeeded/);
    expect((await orderByPi(c.paymentIntentId))?.status).toBe("pending");
  });

  it("3-D Secure: complete pays, fail does not", async () => {
    for (const outcome of ["complete", "fail"] as const) {
      const c = await checkout(t.app);
      const first = await confirm(t.app, c, CARDS.threeDS);
      expect(first.json().paymentIntent).toMatchObject({
        status: "requires_action",
        nextAction: { type: "sandbox_3ds" },
      });
      expect((await completeOrder(t.app, c)).statusCode).toBe(409);
      const auth = await t.app.inject({
        method: "POST",
        url: `/api/sandbox/payment-intents/${c.paymentIntentId}/authenticate`,
        payload: { clientSecret: c.clientSecret, outcome },
      });
      expect(auth.statusCode).toBe(200);
      const done = await completeOrder(t.app, c);
      if (outcome === "complete") {
        expect(auth.json().paymentIntent.status).toBe("succeeded");
        expect(done.statusCode).toBe(200);
      } else {
        expect(auth.json().paymentIntent.status).toBe("requires_payment_method");
        expect(auth.json().error.code).toBe("payment_intent_authentication_failure");
        expect(done.statusCode).toBe(409);
      }
    }
  });

  it("a discount lowers the charge and shipping abroad adds £10", async () => {
    const discounted = await checkout(t.app, { discountCode: " demo10 " });
    expect(discounted.amounts).toMatchObject({
      subtotal: "110.00",
      discount: "11.00",
      total: "99.00",
      charge: "99.00",
    });
    expect(discounted.discount).toMatchObject({
      code: "DEMO10",
      discountType: "percentage",
      discountValue: 10,
    });
    const abroad = await checkout(t.app, { country: "IE" });
    expect(abroad.amounts).toMatchObject({ shipping: "10.00", total: "120.00", charge: "120.00" });
    const uk = await checkout(t.app, { country: "united kingdom" });
    expect(uk.amounts.shipping).toBe("0.00");
    const intent = await t.app.inject({
      method: "GET",
      url: `/api/payment-intent/${discounted.paymentIntentId}`,
      headers: secretOf(discounted),
    });
    expect(intent.json().amount).toBe(9900);
  });

  it("a code that leaves 1-29p charges the 30p card minimum, like a total of 0", async () => {
    // 2 x Primary+ is £110.00; £109.90 off leaves 10p, raised to the 30p no card provider goes below.
    await addCode(t.ctx, { code: "ALMOSTFREE", discountType: "fixed", discountValue: 10_990 });
    const almost = await checkout(t.app, { discountCode: "almostfree" });
    expect(almost.amounts).toMatchObject({ total: "0.10", charge: "0.30" });
    const intent = await t.app.inject({
      method: "GET",
      url: `/api/payment-intent/${almost.paymentIntentId}`,
      headers: secretOf(almost),
    });
    expect(intent.json().amount).toBe(30);
    await addCode(t.ctx, { code: "ALLFREE", discountType: "fixed", discountValue: 11_000 });
    const free = await checkout(t.app, { discountCode: "allfree" });
    expect(free.amounts).toMatchObject({ total: "0.00", charge: "0.30" });
  });

  it("ignores tampered amounts and prices: the charge is the server's", async () => {
    const c = await checkout(t.app, {
      amount: 1,
      items: [{ ...PRIMARY, price: "0.01", unitPrice: 1, itemTotal: "0.01", product: { basePrice: "0.01" } }],
      metadata: { finalAmount: 1 },
      currency: "usd",
    });
    expect(c.amounts.charge).toBe("110.00");
    const intent = await t.app.inject({
      method: "GET",
      url: `/api/payment-intent/${c.paymentIntentId}`,
      headers: secretOf(c),
    });
    expect(intent.json()).toMatchObject({ amount: 11_000, currency: "gbp" });
  });

  it("refuses an empty basket", async () => {
    for (const body of [{ items: [] }, {}]) {
      const { res } = await createIntent(t.app, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Your basket is empty");
    }
  });

  it("tells the web which provider to load", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config/payments" });
    expect(res.json()).toEqual({ provider: "sandbox" });
  });
});
