import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import {
  addCode,
  CARDS,
  checkout,
  completeOrder,
  confirm,
  createIntent,
  PRIMARY,
  secretOf,
} from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DiscountCode } from "#shared/schemas/discount-codes.ts";
import { DISCOUNT_MESSAGES, HOLDS_PER_ADDRESS } from "./service.ts";

describe.each(dbKinds())("uses held by payments in progress on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const listed = async (code: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/discount-codes",
      headers: bearer(await adminToken(t.ctx)),
    });
    return z
      .array(DiscountCode)
      .parse(res.json())
      .find((c) => c.code === code);
  };
  const fail = (c: { paymentIntentId: string; clientSecret: string }) =>
    t.app.inject({
      method: "POST",
      url: "/api/orders/update-status",
      headers: secretOf(c),
      payload: { stripePaymentIntentId: c.paymentIntentId, status: "failed" },
    });

  it("the admin's list shows the uses held by unpaid checkouts beside the counted ones", async () => {
    await addCode(t.ctx, { code: "HELD5", maxUses: 5 });
    expect(await listed("HELD5")).toMatchObject({ currentUses: 0, heldUses: 0 });
    const [a, b, c] = [
      await checkout(t.app, { discountCode: "HELD5" }),
      await checkout(t.app, { discountCode: "HELD5" }),
      await checkout(t.app, { discountCode: "HELD5" }),
    ];
    expect(await listed("HELD5")).toMatchObject({ currentUses: 0, heldUses: 3 });
    await confirm(t.app, a);
    await completeOrder(t.app, a);
    await confirm(t.app, b, CARDS.declined);
    await fail(b);
    expect(await listed("HELD5")).toMatchObject({ currentUses: 1, heldUses: 1, maxUses: 5 });
    expect(c.discount?.code).toBe("HELD5");
  });

  it(`one address holds at most ${HOLDS_PER_ADDRESS} uses of a limited code at a time; others still can`, async () => {
    await addCode(t.ctx, { code: "FEW", maxUses: 4 });
    const here = "10.200.0.1";
    const first = await checkout(t.app, { discountCode: "FEW" }, here);
    await checkout(t.app, { discountCode: "FEW" }, here);
    const third = await createIntent(t.app, { items: [PRIMARY], discountCode: "few" }, here);
    expect(third.res.statusCode).toBe(429);
    expect(third.res.json().message).toBe(DISCOUNT_MESSAGES.heldHere);
    expect((await listed("FEW"))?.heldUses).toBe(HOLDS_PER_ADDRESS);

    // Re-pricing one of its own checkouts moves that hold and takes no other.
    const repriced = await checkout(
      t.app,
      {
        discountCode: "FEW",
        country: "FR",
        replacesPaymentIntentId: first.paymentIntentId,
        checkoutToken: first.checkoutToken,
      },
      here,
    );
    expect(repriced.paymentIntentId).toBe(first.paymentIntentId);
    // Another address is not held up by this one.
    expect(
      (await createIntent(t.app, { items: [PRIMARY], discountCode: "FEW" }, "10.200.0.2")).res.statusCode,
    ).toBe(200);
    // A hold given back (the payment failed) makes room for the address again.
    await confirm(t.app, first, CARDS.declined);
    await fail(first);
    expect((await createIntent(t.app, { items: [PRIMARY], discountCode: "FEW" }, here)).res.statusCode).toBe(
      200,
    );
  });

  it("a code without a maximum is never capped per address", async () => {
    await addCode(t.ctx, { code: "PLENTY" });
    const here = "10.200.0.3";
    for (let i = 0; i < HOLDS_PER_ADDRESS + 2; i++) {
      const { res } = await createIntent(t.app, { items: [PRIMARY], discountCode: "PLENTY" }, here);
      expect(res.statusCode).toBe(200);
    }
  });
});
