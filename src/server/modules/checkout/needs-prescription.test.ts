import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "#server/db/schema/index.ts";
import { buyBasket, buyPrescriptionPro } from "#server/modules/prescriptions/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { AFRICA, ELIGIBLE, PRIMARY, SOCKS } from "./test-checkout.ts";

/** Prescription Sports Sunglasses with a prescription lens type. */
const RX_GLASSES = { productId: 2, quantity: 1, colorId: 1, lensTypeId: 13 };

describe.each(dbKinds())("which orders need a prescription, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const flags = async (orderId: number) => {
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const items = await t.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    return { order: order?.needsPrescription, items: items.map((i) => [i.productId, i.needsPrescription]) };
  };

  it("flags prescription-pro orders and their line", async () => {
    const { orderId } = await buyPrescriptionPro(t.app, t.ctx, "pro-flag@example.com");
    expect(await flags(orderId)).toEqual({ order: true, items: [[7, true]] });
  });

  it("flags only the lines made to a prescription in a mixed basket", async () => {
    const { orderId } = await buyBasket(t.app, t.ctx, [PRIMARY, RX_GLASSES, SOCKS]);
    expect(await flags(orderId)).toEqual({
      order: true,
      items: [
        [1, false],
        [2, true],
        [4, false],
      ],
    });
  });

  it("flags Africa R3D only when a prescription was chosen", async () => {
    const withRx = await buyBasket(t.app, t.ctx, [AFRICA]);
    expect(await flags(withRx.orderId)).toEqual({ order: true, items: [[6, true]] });
    const without = {
      ...AFRICA,
      africaR3DDetails: { ...AFRICA.africaR3DDetails, prescriptionOption: "no-prescription" },
    };
    const plain = await buyBasket(t.app, t.ctx, [without]);
    expect(await flags(plain.orderId)).toEqual({ order: false, items: [[6, false]] });
  });

  it("leaves a basket without prescription lines unflagged, and re-pricing updates the flag", async () => {
    const { orderId } = await buyBasket(t.app, t.ctx, [PRIMARY]);
    expect(await flags(orderId)).toEqual({ order: false, items: [[1, false]] });

    const first = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { items: [PRIMARY], customer: { email: "reprice@example.com" }, country: "GB" },
    });
    const started = first.json();
    expect((await flags(started.orderId)).order).toBe(false);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      payload: {
        items: [PRIMARY, RX_GLASSES],
        customer: { email: "reprice@example.com" },
        country: "GB",
        eligibility: ELIGIBLE,
        replacesPaymentIntentId: started.paymentIntentId,
        checkoutToken: started.checkoutToken,
      },
    });
    expect(again.json().orderId).toBe(started.orderId);
    expect(await flags(started.orderId)).toEqual({
      order: true,
      items: [
        [1, false],
        [2, true],
      ],
    });
  });
});
