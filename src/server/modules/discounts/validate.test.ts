import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCode, checkout, createIntent, PRIMARY } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { ValidateDiscountResponse } from "#shared/schemas/discounts.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(dbKinds())("discount codes on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const now = Date.now();
    await addCode(t.ctx, { code: "FIVER", discountType: "fixed", discountValue: 550 });
    await addCode(t.ctx, { code: "OFF", active: false });
    await addCode(t.ctx, { code: "SOON", validFrom: new Date(now + DAY) });
    await addCode(t.ctx, {
      code: "GONE",
      validFrom: new Date(now - 2 * DAY),
      validUntil: new Date(now - DAY),
    });
    await addCode(t.ctx, { code: "BIGSPEND", minimumPurchasePence: 5000 });
    await addCode(t.ctx, { code: "USEDUP", maxUses: 2, currentUses: 2 });
    await addCode(t.ctx, { code: "HUGE", discountType: "fixed", discountValue: 1_000_000 });
  });
  afterAll(() => t.close());

  const validate = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/validate-discount-code", payload });

  it("accepts a code whatever its case and spacing", async () => {
    const res = await validate({ code: "  demo10 ", amount: 55 });
    expect(res.statusCode).toBe(200);
    expect(ValidateDiscountResponse.parse(res.json())).toEqual({
      valid: true,
      message: "Discount code applied",
      discount: {
        id: expect.any(Number),
        code: "DEMO10",
        discountType: "percentage",
        discountValue: 10,
        discountAmount: "5.50",
      },
    });
  });

  it("gives fixed values in pounds and caps the amount at the subtotal", async () => {
    expect((await validate({ code: "fiver", amount: "20.00" })).json().discount).toMatchObject({
      discountType: "fixed",
      discountValue: 5.5,
      discountAmount: "5.50",
    });
    expect((await validate({ code: "HUGE", amount: 12.34 })).json().discount.discountAmount).toBe("12.34");
  });

  it("prices items on the server when they are sent, ignoring the amount", async () => {
    const res = await validate({ code: "BIGSPEND", amount: 1, items: [PRIMARY] });
    expect(res.statusCode).toBe(200);
    expect(res.json().discount.discountAmount).toBe("11.00");
  });

  it.each([
    ["NOPE", 404, "Invalid discount code"],
    ["OFF", 400, "This discount code is not active"],
    ["SOON", 400, "This discount code is not valid yet"],
    ["GONE", 400, "This discount code has expired"],
    ["BIGSPEND", 400, "This code needs a minimum spend of £50.00"],
    ["USEDUP", 400, "This discount code has reached its usage limit"],
  ])("refuses %s with %i: %s", async (code, status, message) => {
    const res = await validate({ code, amount: 49.99 });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ valid: false, message, requestId: expect.any(String) });
  });

  it("refuses the same codes at checkout, with the same messages", async () => {
    for (const [code, message] of [
      ["nope", "Invalid discount code"],
      ["usedup", "This discount code has reached its usage limit"],
      ["SOON", "This discount code is not valid yet"],
    ]) {
      const { res } = await createIntent(t.app, { items: [PRIMARY], discountCode: code });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toBe(message);
    }
    const small = await createIntent(t.app, {
      items: [{ productId: 4, quantity: 1, sockSizeId: 1 }],
      discountCode: "bigspend",
    });
    expect(small.res.json().message).toBe("This code needs a minimum spend of £50.00");
  });

  it("refuses blank, missing and malformed input with 400", async () => {
    expect((await validate({ code: "   ", amount: 10 })).json().message).toContain(
      "Please enter a discount code",
    );
    expect((await validate({ code: "DEMO10" })).statusCode).toBe(400);
    expect((await validate({ code: "DEMO10", amount: -5 })).statusCode).toBe(400);
    expect((await validate({ code: "DEMO10", amount: "1e9" })).statusCode).toBe(400);
    expect((await validate({ code: "x".repeat(500), amount: 10 })).statusCode).toBe(400);
    expect((await validate({ code: 42, amount: 10 })).statusCode).toBe(400);
  });

  it("a 100% code charges 30p", async () => {
    await addCode(t.ctx, { code: "FREE", discountValue: 100 });
    const c = await checkout(t.app, { discountCode: "free" });
    expect(c.amounts).toMatchObject({ discount: "110.00", total: "0.00", charge: "0.30" });
  });
});
