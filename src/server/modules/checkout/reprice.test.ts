import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import {
  addCode,
  checkout,
  completeOrder,
  confirm,
  createIntent,
  PRIMARY,
  secretOf,
} from "./test-checkout.ts";

/** One checkout, one pending order: re-pricing in place, and what may and may not replace it. */
describe.each(dbKinds())("checkout re-pricing on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const orderByPi = async (pi: string) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.paymentIntentId, pi)))[0];
  it("one checkout, one pending order: re-pricing with its token updates the order and the payment", async () => {
    const before = await t.ctx.db.$count(orders);
    const first = await checkout(t.app);
    expect(first.checkoutToken).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    const again = (body: Record<string, unknown>) =>
      checkout(t.app, {
        replacesPaymentIntentId: first.paymentIntentId,
        checkoutToken: first.checkoutToken,
        ...body,
      });
    const coded = await again({ discountCode: "DEMO10" });
    const abroad = await again({ discountCode: "DEMO10", country: "FR" });
    const uncoded = await again({ items: [{ ...PRIMARY, quantity: 1 }] });
    for (const c of [coded, abroad, uncoded]) {
      expect(c.paymentIntentId).toBe(first.paymentIntentId);
      expect(c.orderId).toBe(first.orderId);
      expect(c.clientSecret).toBe(first.clientSecret);
    }
    expect(coded.amounts).toMatchObject({ discount: "11.00", charge: "99.00" });
    expect(abroad.amounts).toMatchObject({ discount: "11.00", shipping: "10.00", charge: "109.00" });
    expect(uncoded.amounts).toMatchObject({ subtotal: "55.00", discount: "0.00", charge: "55.00" });
    expect(uncoded.discount).toBeNull();
    expect(await t.ctx.db.$count(orders)).toBe(before + 1);
    const order = await orderByPi(first.paymentIntentId);
    expect(order).toMatchObject({ status: "pending", totalPence: 5500, discountCodeId: null });
    const items = await t.app.inject({
      method: "GET",
      url: `/api/orders/${first.orderId}/items`,
      headers: secretOf(first),
    });
    expect(items.json().map((i: { quantity: number }) => i.quantity)).toEqual([1]);
    const intent = await t.app.inject({
      method: "GET",
      url: `/api/payment-intent/${first.paymentIntentId}`,
      headers: secretOf(first),
    });
    expect(intent.json().amount).toBe(5500);
    // The re-priced payment is paid for the new amount and completes the one order.
    await confirm(t.app, first);
    expect((await completeOrder(t.app, first)).json()).toEqual({
      id: first.orderId,
      total: "55.00",
    });
  });

  it("re-pricing holds the code once: a code with one use left can be re-applied by the same checkout", async () => {
    await addCode(t.ctx, { code: "LASTONE", maxUses: 1 });
    const first = await checkout(t.app, { discountCode: "LASTONE" });
    const again = await checkout(t.app, {
      discountCode: "LASTONE",
      country: "FR",
      replacesPaymentIntentId: first.paymentIntentId,
      checkoutToken: first.checkoutToken,
    });
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    expect(again.discount?.code).toBe("LASTONE");
    const other = await createIntent(t.app, { items: [PRIMARY], discountCode: "LASTONE" });
    expect(other.res.statusCode).toBe(400);
  });

  it("without its token a checkout is neither re-priced nor cancelled by someone else", async () => {
    const first = await checkout(t.app);
    const stranger = await checkout(t.app, {
      replacesPaymentIntentId: first.paymentIntentId,
      checkoutToken: "x".repeat(32),
    });
    expect(stranger.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await orderByPi(first.paymentIntentId))?.status).toBe("pending");
    const bad = await createIntent(t.app, { items: [PRIMARY], checkoutToken: "<script>" });
    expect(bad.res.statusCode).toBe(400);
  });

  it("a paid checkout is not re-priced: a new order replaces nothing paid", async () => {
    const first = await checkout(t.app);
    await confirm(t.app, first);
    await completeOrder(t.app, first);
    const next = await checkout(t.app, {
      replacesPaymentIntentId: first.paymentIntentId,
      checkoutToken: first.checkoutToken,
    });
    expect(next.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await orderByPi(first.paymentIntentId))?.status).toBe("paid");
  });

  it("a failed order replaced by a fresh payment stays failed, and its payment is cancelled", async () => {
    const first = await checkout(t.app);
    const failed = await t.app.inject({
      method: "POST",
      url: "/api/orders/update-status",
      headers: secretOf(first),
      payload: { stripePaymentIntentId: first.paymentIntentId, status: "failed" },
    });
    expect(failed.json().status).toBe("failed");
    const second = await checkout(t.app, {
      replacesPaymentIntentId: first.paymentIntentId,
      checkoutToken: first.checkoutToken,
    });
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await orderByPi(first.paymentIntentId))?.status).toBe("failed");
    expect((await orderByPi(second.paymentIntentId))?.status).toBe("pending");
    const old = await t.app.inject({
      method: "GET",
      url: `/api/payment-intent/${first.paymentIntentId}`,
      headers: secretOf(first),
    });
    expect(old.json().status).toBe("canceled");
  });
});
