import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { PRO_CHOICE } from "#server/modules/prescriptions/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { ELIGIBILITY_WORDING_VERSION } from "#shared/prescription/eligibility.ts";
import { AFRICA, CUSTOMER, createIntent, ELIGIBLE, PRIMARY } from "./test-checkout.ts";

/** Prescription Sports Sunglasses with a prescription lens type. */
const RX_GLASSES = { productId: 2, quantity: 1, colorId: 1, lensTypeId: 13 };
const { country: _country, ...CONTACT } = CUSTOMER;

let shopper = 0;
const nextEmail = () => `eligibility.${++shopper}@example.com`;

describe.each(dbKinds())("the wearer's eligibility at checkout, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const ordersOf = (email: string) => t.ctx.db.select().from(orders).where(eq(orders.customerEmail, email));
  const basketCheckout = (email: string, items: unknown[], eligibility?: unknown) =>
    createIntent(t.app, {
      items,
      customer: { ...CUSTOMER, email },
      // createIntent answers "yes" unless told: undefined here means the answers are left out.
      eligibility: eligibility ?? null,
    });

  const refusals: [string, unknown, RegExp][] = [
    ["without answers", undefined, /answer both questions about the wearer/],
    ["with a wearer under 16", { ...ELIGIBLE, aged16OrOver: false }, /"no" to: aged 16 or over/],
    [
      "with a wearer registered sight-impaired",
      { ...ELIGIBLE, notSightImpaired: false },
      /"no" to: not registered as sight-impaired or severely sight-impaired/,
    ],
    ["with answers to another wording", { ...ELIGIBLE, version: ELIGIBILITY_WORDING_VERSION + 1 }, /changed/],
  ];

  it.each(refusals)(
    "refuses a basket with a prescription line %s, storing nothing",
    async (_w, answers, message) => {
      const email = nextEmail();
      const { res } = await basketCheckout(email, [PRIMARY, RX_GLASSES], answers);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(message);
      expect(await ordersOf(email)).toEqual([]);
    },
  );

  it("refuses Africa R3D with a prescription without answers", async () => {
    const email = nextEmail();
    const { res } = await basketCheckout(email, [AFRICA]);
    expect(res.statusCode).toBe(422);
    expect(await ordersOf(email)).toEqual([]);
  });

  it("refuses answers that are not booleans (400)", async () => {
    const email = nextEmail();
    const { res } = await basketCheckout(email, [RX_GLASSES], { ...ELIGIBLE, aged16OrOver: "yes" });
    expect(res.statusCode).toBe(400);
    expect(await ordersOf(email)).toEqual([]);
  });

  it.each(refusals)("refuses a Prescription Pro order %s, storing nothing", async (_w, answers, message) => {
    const email = nextEmail();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/prescription-pro/orders",
      payload: { ...PRO_CHOICE, ...CONTACT, email, ...(answers ? { eligibility: answers } : {}) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(message);
    expect(await ordersOf(email)).toEqual([]);
  });

  it("stores both yes answers, their wording's version and when they were given", async () => {
    const email = nextEmail();
    const before = Date.now();
    const { res, body } = await basketCheckout(email, [RX_GLASSES], ELIGIBLE);
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(email);
    expect(order?.id).toBe(body.orderId);
    expect(order?.eligibilityAged16OrOver).toBe(true);
    expect(order?.eligibilityNotSightImpaired).toBe(true);
    expect(order?.eligibilityWordingVersion).toBe(ELIGIBILITY_WORDING_VERSION);
    const answeredAt = order?.eligibilityAnsweredAt?.getTime() ?? 0;
    expect(answeredAt).toBeGreaterThanOrEqual(before - 1000);
    expect(answeredAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores the answers of a Prescription Pro order", async () => {
    const email = nextEmail();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/prescription-pro/orders",
      payload: { ...PRO_CHOICE, ...CONTACT, email, eligibility: ELIGIBLE },
    });
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({
      needsPrescription: true,
      eligibilityAged16OrOver: true,
      eligibilityNotSightImpaired: true,
      eligibilityWordingVersion: ELIGIBILITY_WORDING_VERSION,
    });
    expect(order?.eligibilityAnsweredAt).toBeInstanceOf(Date);
  });

  it("needs no answers for a basket without a prescription line, and stores none", async () => {
    const email = nextEmail();
    const { res } = await basketCheckout(email, [PRIMARY]);
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({
      needsPrescription: false,
      eligibilityAged16OrOver: null,
      eligibilityNotSightImpaired: null,
      eligibilityWordingVersion: null,
      eligibilityAnsweredAt: null,
    });
  });

  it("refuses re-pricing a checkout to add a prescription line without answers, leaving it as it was", async () => {
    const email = nextEmail();
    const first = await basketCheckout(email, [PRIMARY]);
    expect(first.res.statusCode).toBe(200);
    const again = await createIntent(t.app, {
      items: [PRIMARY, RX_GLASSES],
      customer: { ...CUSTOMER, email },
      eligibility: { ...ELIGIBLE, aged16OrOver: false },
      replacesPaymentIntentId: first.body.paymentIntentId,
      checkoutToken: first.body.checkoutToken,
    });
    expect(again.res.statusCode).toBe(422);
    const [order] = await ordersOf(email);
    expect(order).toMatchObject({ id: first.body.orderId, needsPrescription: false });
    expect(order?.eligibilityAged16OrOver).toBeNull();

    const answered = await createIntent(t.app, {
      items: [PRIMARY, RX_GLASSES],
      customer: { ...CUSTOMER, email },
      eligibility: ELIGIBLE,
      replacesPaymentIntentId: first.body.paymentIntentId,
      checkoutToken: first.body.checkoutToken,
    });
    expect(answered.res.statusCode).toBe(200);
    expect(answered.body.orderId).toBe(first.body.orderId);
    const [repriced] = await ordersOf(email);
    expect(repriced).toMatchObject({ needsPrescription: true, eligibilityAged16OrOver: true });
  });

  it("shows the answers in the admin's order detail", async () => {
    const email = nextEmail();
    const { body } = await basketCheckout(email, [RX_GLASSES], ELIGIBLE);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${body.orderId}`,
      headers: bearer(await adminToken(t.ctx)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().eligibility).toMatchObject({
      aged16OrOver: true,
      notSightImpaired: true,
      wordingVersion: ELIGIBILITY_WORDING_VERSION,
    });
  });
});
