import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders } from "#server/db/schema/index.ts";
import { reconcilePayments } from "#server/jobs/reconcile-payments.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { checkout, completeOrder, confirm, PRIMARY, signedEvent } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const OWNER = "owner@example.com";

describe.each(dbKinds())("a payment that does not match its order on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { SHOP_NOTIFY_EMAIL: OWNER });
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  const mails = (orderId: number, kind: string) =>
    t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.dedupeKey, `${dedupe[kind]}${orderId}`)));
  const dedupe: Record<string, string> = {
    notify_payment_review: "notify:review:",
    order_confirmation: "confirmation:",
    notify_order_paid: "notify:paid:",
  };

  const refundOf = (orderId: number, amountPence: number, reason: string, idempotencyKey: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: auth,
      payload: { amountPence, reason, idempotencyKey },
    });
  const askForTotal = (orderId: number) =>
    t.app.inject({ method: "POST", url: `/api/admin/orders/${orderId}/payment-request`, headers: auth });

  /** A checkout of £110 whose payment the provider then takes as £5: an amount set on its side. */
  async function shortPayment() {
    const c = await checkout(t.app, { items: [PRIMARY] });
    await t.ctx.payments.updateIntentAmount(c.paymentIntentId, 500);
    expect((await confirm(t.app, c)).json().paymentIntent.status).toBe("succeeded");
    return c;
  }

  it("is held for review on every completion path, never paid, and the owner is told once", async () => {
    const c = await shortPayment();
    const res = await completeOrder(t.app, c);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^The payment of £5\.00 does not match the order's total of £110\.00, so the order is on hold/,
    );
    const webhook = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      ...signedEvent(t.ctx, "payment_intent.succeeded", c.paymentIntentId),
    });
    expect(webhook.statusCode).toBe(200);
    await reconcilePayments(t.ctx, new Date(Date.now() + 10 * 60_000));

    const order = await orderOf(c.orderId);
    expect(order).toMatchObject({
      status: "review",
      receivedPence: 500,
      receivedCurrency: "gbp",
      paidAt: null,
      orderNumber: null,
      totalPence: 11000,
    });
    expect(await mails(c.orderId, "notify_payment_review")).toHaveLength(1);
    expect(await mails(c.orderId, "order_confirmation")).toHaveLength(0);
    expect(await mails(c.orderId, "notify_order_paid")).toHaveLength(0);

    const page = await t.app.inject({
      method: "POST",
      url: "/api/order-confirmation",
      payload: { paymentIntentId: c.paymentIntentId, token: c.confirmationToken },
    });
    expect(page.json()).toMatchObject({ state: "review", message: expect.stringMatching(/on hold/) });
  });

  it("is in the admin's default list with what was taken, and refunding it gives back only that", async () => {
    const c = await shortPayment();
    await completeOrder(t.app, c);
    const list = await t.app.inject({ method: "GET", url: "/api/orders", headers: auth });
    const row = list.json().orders.find((o: { id: number }) => o.id === c.orderId);
    expect(row).toMatchObject({ status: "review", charged: "5.00", total: "110.00" });

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${c.orderId}`,
      headers: auth,
    });
    expect(detail.json()).toMatchObject({ status: "review", charged: "5.00", refundable: "5.00" });

    const tooMuch = await refundOf(c.orderId, 11000, "short payment", "review-too-much");
    expect(tooMuch.statusCode).toBe(409);
    const refund = await refundOf(c.orderId, 500, "short payment", "review-refund");
    expect(refund.statusCode).toBe(201);
    expect(await orderOf(c.orderId)).toMatchObject({ status: "refunded", refundedPence: 500, paidAt: null });
  });

  it("the admin cannot mark it paid without the difference", async () => {
    const c = await shortPayment();
    await completeOrder(t.app, c);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/orders/update-status-by-id",
      headers: auth,
      payload: { orderId: c.orderId, status: "paid" },
    });
    expect(res.statusCode).toBe(409);
    expect((await orderOf(c.orderId))?.status).toBe("review");
  });

  it("the owner asks for the total: the shopper pays it by the emailed link, the order is placed and the short payment refunded", async () => {
    const c = await shortPayment();
    await completeOrder(t.app, c);
    const asked = await askForTotal(c.orderId);
    expect(asked.statusCode).toBe(201);
    const { payUrl, amount } = asked.json();
    expect(amount).toBe("110.00");
    const token = new URL(payUrl).searchParams.get("t") as string;
    const requestsOf = async () =>
      (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "order_payment_request"))).filter(
        (m) => m.text.includes(`?t=${token}`),
      );
    const [mail] = await requestsOf();
    expect(mail?.to).toBe("ada@example.com");
    expect(mail?.text).toContain(payUrl);
    expect(mail?.text).toContain("£5.00 taken earlier is refunded");
    // Asking again sends nothing new and keeps the one payment.
    expect((await askForTotal(c.orderId)).statusCode).toBe(201);
    expect(await requestsOf()).toHaveLength(1);

    const page = await t.app.inject({ method: "GET", url: `/api/repayment?t=${token}` });
    expect(page.json()).toMatchObject({ state: "due", total: "110.00", received: "5.00" });
    const due = page.json() as { paymentIntentId: string; clientSecret: string };
    expect(due.paymentIntentId).not.toBe(c.paymentIntentId);
    expect((await confirm(t.app, due)).json().paymentIntent.status).toBe("succeeded");
    const done = await t.app.inject({ method: "POST", url: "/api/repayment/complete", payload: { token } });
    expect(done.json()).toMatchObject({ state: "paid", orderNumber: expect.stringMatching(/^NDR-/) });

    const order = await orderOf(c.orderId);
    expect(order).toMatchObject({
      status: "paid",
      paymentIntentId: due.paymentIntentId,
      shortIntentId: c.paymentIntentId,
      receivedPence: null,
      repayIntentId: null,
    });
    const back = await t.ctx.payments.listRefunds(c.paymentIntentId);
    expect(back.map((r) => [r.amountPence, r.status])).toEqual([[500, "succeeded"]]);
    expect(await mails(c.orderId, "order_confirmation")).toHaveLength(1);
    // A repeat, or the webhook after it, changes nothing.
    expect(
      (await t.app.inject({ method: "POST", url: "/api/repayment/complete", payload: { token } })).json()
        .state,
    ).toBe("paid");
    const webhook = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      ...signedEvent(t.ctx, "payment_intent.succeeded", due.paymentIntentId),
    });
    expect(webhook.statusCode).toBe(200);
    expect(await mails(c.orderId, "order_confirmation")).toHaveLength(1);
    // Refunds now move money on the full payment.
    const refund = await refundOf(c.orderId, 11000, "changed mind", "repaid-refund");
    expect(refund.statusCode).toBe(201);
    expect((await orderOf(c.orderId))?.status).toBe("refunded");
    expect((await askForTotal(c.orderId)).statusCode).toBe(409);
  });

  it("a payment link that is forged, malformed or of another kind is refused", async () => {
    const c = await shortPayment();
    await completeOrder(t.app, c);
    const asked = await askForTotal(c.orderId);
    const token = new URL(asked.json().payUrl).searchParams.get("t") as string;
    const forged = `${token.slice(0, -2)}AA`;
    expect((await t.app.inject({ method: "GET", url: `/api/repayment?t=${forged}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/repayment?t=%00" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/repayment" })).statusCode).toBe(400);
    const complete = await t.app.inject({
      method: "POST",
      url: "/api/repayment/complete",
      payload: { token: forged },
    });
    expect(complete.statusCode).toBe(403);
    expect((await orderOf(c.orderId))?.status).toBe("review");
  });

  it("a payment that took more than the total cannot be asked for more", async () => {
    const c = await checkout(t.app, { items: [PRIMARY] });
    await t.ctx.payments.updateIntentAmount(c.paymentIntentId, 20000);
    await confirm(t.app, c);
    await completeOrder(t.app, c);
    expect((await orderOf(c.orderId))?.status).toBe("review");
    const asked = await askForTotal(c.orderId);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toMatch(/refund what was paid instead/);
  });

  it("a matching payment completes as before", async () => {
    const c = await checkout(t.app, { items: [PRIMARY] });
    await confirm(t.app, c);
    expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    expect((await orderOf(c.orderId))?.status).toBe("paid");
  });
});
