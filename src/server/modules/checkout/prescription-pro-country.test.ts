import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import type { ShipmentRequest } from "#server/providers/shipping/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { penceToDecimal } from "#shared/money.ts";
import { CUSTOMER, completeOrder, confirm, ELIGIBLE, shopperAddress } from "./test-checkout.ts";

const { country: _country, ...CONTACT } = CUSTOMER;
// Single vision £120 + XtrActive Transitions £70 + no finish: £190.
const CHOICE = { visionType: "single_vision", frameColorId: 3, prescriptionLensTypeId: 16, finishId: 1 };
const UNKNOWN_COUNTRY = /We do not deliver to this country: choose one of GB, IE, .*NO.*NZ/;

describe.each(dbKinds())("prescription-pro delivery country on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const order = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/prescription-pro/orders",
      payload: { eligibility: ELIGIBLE, ...payload },
      remoteAddress: shopperAddress(),
    });
  const stored = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

  it.each([
    ["GB", "GB", 0],
    ["NO", "NO", 1000],
    ["Norway", "NO", 1000],
    ["no", "NO", 1000],
    ["United Kingdom", "GB", 0],
  ])("%j is priced and stored as %s with %ip shipping", async (country, code, shipping) => {
    const res = await order({ ...CHOICE, ...CONTACT, country });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.amounts).toMatchObject({ subtotal: "190.00", discount: "0.00" });
    expect(body.amounts.shipping).toBe(penceToDecimal(shipping));
    expect(body.amounts.total).toBe(penceToDecimal(19_000 + shipping));
    const row = await stored(body.orderId);
    expect(row).toMatchObject({
      customerCountry: code,
      subtotalPence: 19_000,
      shippingPence: shipping,
      totalPence: 19_000 + shipping,
    });
    const intent = await t.ctx.payments.retrieveIntent(body.paymentIntentId);
    expect(intent?.amountPence).toBe(19_000 + shipping);
  });

  it("never takes the browser's amount: a sent £190 to Norway is charged £200", async () => {
    const res = await order({ ...CHOICE, ...CONTACT, country: "NO", amount: 19_000 });
    expect(res.json().amounts.charge).toBe("200.00");
    const intent = await t.ctx.payments.retrieveIntent(res.json().paymentIntentId);
    expect(intent?.amountPence).toBe(20_000);
  });

  it("a second attempt to another country re-prices the same order and payment", async () => {
    const first = (await order({ ...CHOICE, ...CONTACT, country: "GB" })).json();
    const again = await order({
      ...CHOICE,
      ...CONTACT,
      country: "NO",
      replacesPaymentIntentId: first.paymentIntentId,
      checkoutToken: first.checkoutToken,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ orderId: first.orderId, paymentIntentId: first.paymentIntentId });
    expect(again.json().amounts.shipping).toBe("10.00");
    expect(await stored(first.orderId)).toMatchObject({ customerCountry: "NO", totalPence: 20_000 });
    expect((await t.ctx.payments.retrieveIntent(first.paymentIntentId))?.amountPence).toBe(20_000);
  });

  it("the paid order to Norway reaches the carrier with country NO", async () => {
    const body = (await order({ ...CHOICE, ...CONTACT, country: "Norway" })).json();
    expect((await confirm(t.app, body)).json().paymentIntent.status).toBe("succeeded");
    expect((await completeOrder(t.app, body)).json()).toEqual({ id: body.orderId, total: "200.00" });
    // A prescription order is dispatched after its checks; here it has passed them.
    await t.ctx.db.update(orders).set({ status: "ready_to_dispatch" }).where(eq(orders.id, body.orderId));

    const sent: ShipmentRequest[] = [];
    const original = t.ctx.shipping.createOrder.bind(t.ctx.shipping);
    const spy = vi.spyOn(t.ctx.shipping, "createOrder").mockImplementation(async (request) => {
      sent.push(request);
      return original(request);
    });
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/shipping/royal-mail/create",
        headers: bearer(await adminToken(t.ctx)),
        payload: { orderId: body.orderId },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipient: { countryCode: "NO", postcode: CONTACT.postcode },
      shippingPence: 1000,
      totalPence: 20_000,
    });
  });

  it.each([
    ["an unknown code", "PL", UNKNOWN_COUNTRY],
    ["a made-up place", "Narnia", UNKNOWN_COUNTRY],
    ["a three-letter code", "NOR", UNKNOWN_COUNTRY],
    ["an object key", "__proto__", UNKNOWN_COUNTRY],
    ["a blank", "  ", /Country is required/],
    ["a number", 47, /country/],
    ["a list", ["NO"], /country/],
    ["a NUL", "N\u0000O", /country/],
    ["a long text", "N".repeat(10_000), /At most 56 characters/],
  ])("refuses %s with 400 and records nothing", async (_what, country, message) => {
    const before = (await t.ctx.db.select({ id: orders.id }).from(orders)).length;
    const res = await order({ ...CHOICE, ...CONTACT, country });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body: country: /);
    expect(res.json().message).toMatch(message);
    expect((await t.ctx.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });
});
