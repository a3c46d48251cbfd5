import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubMembers, discountCodes, orders } from "#server/db/schema/index.ts";
import {
  addCode,
  CUSTOMER,
  checkout,
  completeOrder,
  confirm,
  createIntent,
  ELIGIBLE,
  PRIMARY,
  secretOf,
} from "#server/modules/checkout/testing.ts";
import { DISCOUNT_MESSAGES } from "#server/modules/discounts/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const MEMBER = "grace@example.com";
const PRESCRIPTION_PRO = {
  visionType: "single_vision",
  frameColorId: 1,
  prescriptionLensTypeId: 12,
  finishId: 1,
};

describe.each(dbKinds())("a club member's personal code is bound to their email on %s", (kind) => {
  let t: TestApp;
  let code = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/discount-signup",
      payload: { firstName: "Grace", email: "Grace@Example.com" },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select({ code: discountCodes.code })
      .from(clubMembers)
      .innerJoin(discountCodes, eq(discountCodes.id, clubMembers.discountCodeId))
      .where(eq(clubMembers.email, MEMBER));
    code = row?.code as string;
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  const validate = (email?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/validate-discount-code",
      payload: { code: code.toLowerCase(), amount: "110.00", ...(email ? { email } : {}) },
    });

  it("the validate call refuses it for another email, and accepts it before any email is known", async () => {
    const other = await validate("someone@example.com");
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ valid: false, message: DISCOUNT_MESSAGES.personalOtherEmail });
    expect((await validate("GRACE@example.com")).json()).toMatchObject({ valid: true });
    expect((await validate()).json()).toMatchObject({ valid: true });
  });

  it("a checkout with the code needs the member's email: none or another is refused, nothing held", async () => {
    const before = await t.ctx.db.$count(orders);
    const none = await createIntent(t.app, { items: [PRIMARY], discountCode: code });
    expect(none.res.statusCode).toBe(400);
    expect(none.res.json().message).toBe(DISCOUNT_MESSAGES.personalNeedsEmail);
    const other = await createIntent(t.app, {
      items: [PRIMARY],
      discountCode: code,
      customer: { email: "someone@example.com" },
    });
    expect(other.res.statusCode).toBe(400);
    expect(other.res.json().message).toBe(DISCOUNT_MESSAGES.personalOtherEmail);
    const pro = await t.app.inject({
      method: "POST",
      url: "/api/prescription-pro/orders",
      payload: {
        ...PRESCRIPTION_PRO,
        ...CUSTOMER,
        email: "someone@example.com",
        discountCode: code,
        eligibility: ELIGIBLE,
      },
    });
    expect(pro.statusCode).toBe(400);
    expect(await t.ctx.db.$count(orders)).toBe(before);

    const own = await createIntent(t.app, {
      items: [PRIMARY],
      discountCode: code,
      customer: { email: "Grace@Example.com" },
    });
    expect(own.res.statusCode).toBe(200);
    expect(own.body.amounts).toMatchObject({ discount: "11.00", charge: "99.00" });
  });

  it("once applied, the order cannot move to another email; the member's own checkout is paid", async () => {
    const c = await checkout(t.app, { discountCode: code, customer: { ...CUSTOMER, email: MEMBER } });
    // Re-priced for another country without the email again: the order's email still says whose it is.
    const again = await checkout(t.app, {
      discountCode: code,
      country: "FR",
      customer: undefined,
      replacesPaymentIntentId: c.paymentIntentId,
      checkoutToken: c.checkoutToken,
    });
    expect(again.paymentIntentId).toBe(c.paymentIntentId);
    expect(again.discount?.code).toBe(code);

    const url = `/api/checkout/${c.paymentIntentId}/customer`;
    const moved = await t.app.inject({
      method: "PATCH",
      url,
      headers: secretOf(c),
      payload: { ...CUSTOMER, email: "someone@example.com", country: "FR" },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain(DISCOUNT_MESSAGES.personalOtherEmail);
    expect((await orderOf(c.orderId))?.customerEmail).toBe(MEMBER);
    const own = await t.app.inject({
      method: "PATCH",
      url,
      headers: secretOf(c),
      payload: { ...CUSTOMER, email: MEMBER, country: "FR" },
    });
    expect(own.statusCode).toBe(200);

    await confirm(t.app, c);
    const done = await completeOrder(t.app, c, { email: "someone@example.com" });
    expect(done.json()).toEqual({ id: c.orderId, total: "109.00" });
    expect(await orderOf(c.orderId)).toMatchObject({ status: "paid", customerEmail: MEMBER });
  });

  it("an ordinary code needs no email", async () => {
    await addCode(t.ctx, { code: "ANYONE10" });
    const { res } = await createIntent(t.app, { items: [PRIMARY], discountCode: "ANYONE10" });
    expect(res.statusCode).toBe(200);
  });
});
