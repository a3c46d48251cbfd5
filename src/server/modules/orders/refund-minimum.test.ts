import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { addCode, CUSTOMER, createIntent, SOCKS } from "#server/modules/checkout/testing.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { settingsInputOf } from "#shared/schemas/shop-settings.ts";
import { type RefundTestApp, refundTestApp } from "./test-refunds.ts";

/** A refund is capped by what the card was charged: the card minimum in force when the order was priced. */
describe.each(dbKinds())("refunds of orders paid under another card minimum on %s", (kind) => {
  let h: RefundTestApp;
  let setMinimum: (pounds: string) => Promise<void>;
  beforeAll(async () => {
    h = await refundTestApp(kind);
    const auth = bearer(await adminToken(h.t.ctx));
    setMinimum = async (minimumCharge) => {
      const res = await h.t.app.inject({
        method: "PUT",
        url: "/api/admin/shop-settings",
        headers: auth,
        payload: { ...settingsInputOf(DEFAULT_SHOP_SETTINGS), minimumCharge },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
  });
  afterAll(async () => {
    await setMinimum("0.30");
    await h.close();
  });

  const onePair = { items: [{ ...SOCKS, quantity: 1 }] };

  it("an order charged a £20.00 minimum can be refunded £20.00 after the minimum went back to 30p", async () => {
    await setMinimum("20.00");
    const id = await h.paidOrder(onePair);
    expect(await h.orderRow(id)).toMatchObject({ totalPence: 500, minimumChargePence: 2000 });
    expect((await h.sandbox.retrieveIntent((await h.orderRow(id)).paymentIntentId ?? ""))?.amountPence).toBe(
      2000,
    );
    await setMinimum("0.30");

    const over = await h.refund(id, { amountPence: 2001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/Only £20.00/);
    const all = await h.refund(id, { amountPence: 2000 });
    expect(all.statusCode, all.body).toBe(201);
    expect(await h.orderRow(id)).toMatchObject({ refundedPence: 2000, status: "refunded" });
    expect((await h.providerRefunds(id)).map((r) => r.amountPence)).toEqual([2000]);
  });

  it("an order charged the 30p minimum is refunded no more than 30p after the minimum rose to £2.00", async () => {
    await setMinimum("0.30");
    await addCode(h.t.ctx, { code: "ALLFREE", discountValue: 100 });
    const id = await h.paidOrder({ ...onePair, discountCode: "ALLFREE" });
    expect(await h.orderRow(id)).toMatchObject({ totalPence: 0, minimumChargePence: 30 });
    await setMinimum("2.00");

    const over = await h.refund(id, { amountPence: 31 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/Only £0.30/);
    expect((await h.refund(id, { amountPence: 30 })).statusCode).toBe(201);
    expect(await h.orderRow(id)).toMatchObject({ refundedPence: 30, status: "refunded" });
  });

  it("an order from before the minimum was kept counts the processor's 30p", async () => {
    await setMinimum("20.00");
    const id = await h.paidOrder(onePair);
    // As migration 0013 leaves the orders placed before it.
    await h.t.ctx.db.update(orders).set({ minimumChargePence: null }).where(eq(orders.id, id));
    await setMinimum("0.30");

    const over = await h.refund(id, { amountPence: 501 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/Only £5.00/);
    expect((await h.refund(id, { amountPence: 500 })).statusCode).toBe(201);
  });

  it("a re-priced checkout keeps the minimum of its latest pricing", async () => {
    await setMinimum("20.00");
    const first = await createIntent(h.t.app, { ...onePair, customer: CUSTOMER });
    expect(first.res.statusCode, first.res.body).toBe(200);
    const { orderId, paymentIntentId, checkoutToken } = first.body;
    await setMinimum("3.00");
    const again = await createIntent(h.t.app, {
      ...onePair,
      customer: CUSTOMER,
      replacesPaymentIntentId: paymentIntentId,
      checkoutToken,
    });
    expect(again.res.statusCode, again.res.body).toBe(200);
    expect(again.body.orderId).toBe(orderId);
    expect(await h.orderRow(orderId)).toMatchObject({ totalPence: 500, minimumChargePence: 300 });
  });
});
