import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonedCarts, orders } from "#server/db/schema/index.ts";
import { CUSTOMER, completeOrder, confirm, ELIGIBLE } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { restoreToken } from "./restore-token.ts";
import { adminCarts } from "./service.ts";
import { saveCart } from "./test-carts.ts";

let shoppers = 0;
const shopperEmail = () => `rx-pro-cart-${++shoppers}-${Date.now()}@example.com`;
/** Varifocal £165 + XtrActive Transitions £70 + Silver Mirror £20. */
const CHOICE = { visionType: "varifocal", frameColorId: 3, prescriptionLensTypeId: 16, finishId: 2 };
const { country: _country, ...CONTACT } = CUSTOMER;

describe.each(dbKinds())("a Prescription Pro basket on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const cartOf = async (email: string) =>
    (await t.ctx.db.select().from(abandonedCarts).where(eq(abandonedCarts.email, email)))[0];
  const saveConfiguration = (email: string, extra: Record<string, unknown> = {}) =>
    saveCart(t.app, email, { lines: undefined, prescriptionPro: CHOICE, ...extra });
  const post = (email: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/abandoned-carts",
      headers: { "x-cart-token": "browser-rx-pro-malformed-01" },
      payload: { email, cartData: { items: [] }, reminderConsent: true, ...body },
    });
  const restore = (token: string) =>
    t.app.inject({ method: "GET", url: `/api/basket-restore?t=${encodeURIComponent(token)}` });
  const orderPair = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/prescription-pro/orders",
      payload: { eligibility: ELIGIBLE, ...CHOICE, ...CONTACT, ...payload },
    });

  it("keeps the configuration's ids only, consenting, and its link answers them", async () => {
    const email = shopperEmail();
    await saveConfiguration(email);
    const cart = await cartOf(email);
    expect(cart).toMatchObject({ reminderConsent: true, lines: { prescriptionPro: CHOICE } });

    const res = await restore(restoreToken(t.ctx.config, cart?.id ?? 0, Date.now()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ prescriptionPro: CHOICE });

    const { carts } = await adminCarts(t.ctx);
    expect(carts.find((c) => c.email === email)).toMatchObject({
      itemCount: 1,
      reminderConsent: true,
    });
  });

  it("refuses anything but the four ids, or both kinds of basket, with a 400 and stores nothing", async () => {
    const email = shopperEmail();
    const bad = [
      // A prescription value has no place in a saved basket.
      { prescriptionPro: { ...CHOICE, rightSphere: "-2.00" } },
      { prescriptionPro: { ...CHOICE, visionType: "bifocal" } },
      { prescriptionPro: { ...CHOICE, visionType: "varifocal\u0000" } },
      { prescriptionPro: { ...CHOICE, frameColorId: 0 } },
      { prescriptionPro: { ...CHOICE, finishId: 2_147_483_648 } },
      { prescriptionPro: { ...CHOICE, prescriptionLensTypeId: "16" } },
      { prescriptionPro: { visionType: "varifocal" } },
      { prescriptionPro: "varifocal" },
      { prescriptionPro: CHOICE, lines: [{ productId: 1, quantity: 1, colorId: 1, lensTypeId: 1 }] },
    ];
    for (const body of bad) {
      const res = await post(email, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await cartOf(email)).toBeUndefined();
  });

  it("counts the pair's order from the link as the basket's recovery, and ignores a forged link", async () => {
    const email = shopperEmail();
    await saveConfiguration(email);
    const cart = await cartOf(email);
    const token = restoreToken(t.ctx.config, cart?.id ?? 0, Date.now());

    const forged = await orderPair({
      email: shopperEmail(),
      basketRestore: "b1.1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(forged.statusCode).toBe(200);
    const [unlinked] = await t.ctx.db.select().from(orders).where(eq(orders.id, forged.json().orderId));
    expect(unlinked?.restoredCartId).toBeNull();

    const res = await orderPair({ email, basketRestore: token });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    // Priced by the server from today's catalogue, as every Prescription Pro order.
    expect(created.amounts.charge).toBe("255.00");
    expect((await confirm(t.app, created)).json().paymentIntent?.status).toBe("succeeded");
    const done = await completeOrder(t.app, created);
    expect(done.statusCode).toBe(200);

    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({ restoredCartId: cart?.id, basketRecovered: true });
    expect(await cartOf(email)).toMatchObject({ recovered: true, recoveredOrderId: created.orderId });
    expect((await restore(token)).statusCode).toBe(409);
  });

  it("refuses a restored pair whose part is no longer offered, by name, when it is ordered", async () => {
    const res = await orderPair({ email: shopperEmail(), finishId: 2_000_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Finish/);
  });
});
