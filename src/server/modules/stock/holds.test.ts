import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CARDS,
  checkout,
  completeOrder,
  confirm,
  createIntent,
  secretOf,
} from "#server/modules/checkout/testing.ts";
import { lapseCheckout, transition } from "#server/modules/orders/index.ts";
import { type RefundTestApp, refundTestApp } from "#server/modules/orders/testing.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { stockTesting } from "./test-stock.ts";

const line = (colorId: number, quantity = 1) => ({ productId: 1, quantity, colorId, lensTypeId: 1 });

describe.each(dbKinds())("stock holds on %s", (kind) => {
  let r: RefundTestApp;
  let h: Awaited<ReturnType<typeof stockTesting>>;
  beforeAll(async () => {
    r = await refundTestApp(kind);
    h = await stockTesting(r.t);
  });
  afterAll(() => r.close());
  const app = () => r.t.app;

  it("refuses a basket wanting more than is left, naming the variant, with no order or payment", async () => {
    await h.setStock({ productId: 1, colorId: 5, stock: 2 });
    const { res } = await createIntent(app(), { items: [line(5, 3)] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Sorry, only 2 of Primary+ Sports Sunglasses (Yellow) left. Please lower the quantity in your basket.",
    );
    expect(await h.levelOf(1, 5)).toBe(2);
    // Two lines of one variant count together.
    expect(
      (await createIntent(app(), { items: [line(5, 1), { ...line(5, 2), lensTypeId: 2 }] })).res.statusCode,
    ).toBe(409);
    // Without an email address the checkout holds nothing; with one it takes its units.
    expect((await createIntent(app(), { items: [line(5, 2)] })).res.statusCode).toBe(200);
    expect(await h.levelOf(1, 5)).toBe(2);
    const customer = { email: "holds@example.com" };
    expect((await createIntent(app(), { items: [line(5, 2)], customer })).res.statusCode).toBe(200);
    expect(await h.levelOf(1, 5)).toBe(0);
  });

  it("names a sock size that sold out", async () => {
    await h.setStock({ productId: 4, sockSizeId: 1, stock: 0 });
    const { res } = await createIntent(app(), { items: [{ productId: 4, quantity: 1, sockSizeId: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Sorry, Sports Socks \(Small\) is out of stock/);
  });

  it("gives the units back when the payment fails", async () => {
    await h.setStock({ productId: 1, colorId: 6, stock: 5 });
    const c = await checkout(app(), { items: [line(6, 2)] });
    expect(await h.levelOf(1, 6)).toBe(3);
    await confirm(app(), c, CARDS.declined);
    const res = await app().inject({
      method: "POST",
      url: "/api/orders/update-status",
      headers: secretOf(c),
      payload: { stripePaymentIntentId: c.paymentIntentId, status: "failed" },
    });
    expect(res.json()).toMatchObject({ status: "failed" });
    expect(await h.levelOf(1, 6)).toBe(5);
    expect((await h.reservationsOf(c.orderId)).map((x) => x.status)).toEqual(["returned"]);
    expect((await h.storefront()).levels).toContainEqual({
      productId: 1,
      colorId: 6,
      sockSizeId: null,
      africaColorId: null,
      stock: 5,
    });
  });

  it("gives the units back when the checkout lapses, and takes them again if it is paid late", async () => {
    await h.setStock({ productId: 1, colorId: 7, stock: 4 });
    const c = await checkout(app(), { items: [line(7, 1)] });
    expect(await h.levelOf(1, 7)).toBe(3);
    await lapseCheckout(r.t.ctx, c.orderId, null);
    expect(await h.levelOf(1, 7)).toBe(4);
    expect((await r.orderRow(c.orderId)).status).toBe("lapsed");
    // The sandbox lets a payment without a discount be paid after its order lapsed.
    await confirm(app(), c);
    expect((await completeOrder(app(), c)).statusCode).toBe(200);
    expect(await h.levelOf(1, 7)).toBe(3);
    expect((await h.reservationsOf(c.orderId)).map((x) => x.status)).toEqual(["held"]);
  });

  it("moves the units with a re-priced checkout", async () => {
    await h.setStock({ productId: 1, colorId: 8, stock: 5 });
    const first = await checkout(app(), { items: [line(8, 1)] });
    expect(await h.levelOf(1, 8)).toBe(4);
    const again = await checkout(app(), {
      items: [line(8, 3)],
      replacesPaymentIntentId: first.paymentIntentId,
      checkoutToken: first.checkoutToken,
    });
    expect(again.orderId).toBe(first.orderId);
    expect(await h.levelOf(1, 8)).toBe(2);
    const tooMany = await createIntent(app(), {
      items: [line(8, 6)],
      customer: { email: "ada@example.com" },
      replacesPaymentIntentId: first.paymentIntentId,
      checkoutToken: first.checkoutToken,
    });
    expect(tooMany.res.statusCode).toBe(409);
    expect(tooMany.res.json().message).toMatch(/only 5 of Primary\+ Sports Sunglasses \(Green\) left/);
    expect(await h.levelOf(1, 8)).toBe(2);
    expect((await h.reservationsOf(first.orderId)).map((x) => [x.quantity, x.status])).toEqual([[3, "held"]]);
  });

  it("gives the units back when a paid order is cancelled before shipping", async () => {
    await h.setStock({ productId: 1, colorId: 9, stock: 5 });
    const id = await r.paidOrder({ items: [line(9, 2)] });
    expect(await h.levelOf(1, 9)).toBe(3);
    expect((await r.cancel(id)).statusCode).toBe(201);
    expect((await r.orderRow(id)).status).toBe("cancelled");
    expect(await h.levelOf(1, 9)).toBe(5);
  });

  it("keeps the units of an order refunded after it was shipped", async () => {
    await h.setStock({ productId: 1, colorId: 10, stock: 5 });
    const id = await r.paidOrder({ items: [line(10, 2)] });
    await transition(r.t.ctx, id, "shipped", { actor: "admin:test" });
    const charge = (await r.orderRow(id)).totalPence;
    expect((await r.refund(id, { amountPence: charge })).statusCode).toBe(201);
    expect((await r.orderRow(id)).status).toBe("refunded");
    expect(await h.levelOf(1, 10)).toBe(3);
  });

  it("gives the units back when a paid, unshipped order is refunded in full", async () => {
    await h.setStock({ productId: 5, stock: 5 });
    const id = await r.paidOrder({ items: [{ productId: 5, quantity: 2 }] });
    expect(await h.levelOf(5, null)).toBe(3);
    const charge = (await r.orderRow(id)).totalPence;
    expect((await r.refund(id, { amountPence: charge })).statusCode).toBe(201);
    expect(await h.levelOf(5, null)).toBe(5);
  });

  it("sells untracked variants without limit", async () => {
    const c = await checkout(app(), { items: [line(1, 40)] });
    expect(c.orderId).toBeGreaterThan(0);
    expect(await h.reservationsOf(c.orderId)).toEqual([]);
  });
});
