import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { CUSTOMER, completeOrder, confirm, ELIGIBLE } from "./test-checkout.ts";

const { country: _country, ...CONTACT } = CUSTOMER;
const CHOICE = { visionType: "varifocal", frameColorId: 3, prescriptionLensTypeId: 16, finishId: 2 };

describe.each(dbKinds())("prescription-pro orders on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const order = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/prescription-pro/orders",
      // Both questions about the wearer answered "yes" unless the test says otherwise.
      payload: { eligibility: ELIGIBLE, ...payload },
    });

  it("prices the configuration on the server and completes like any order", async () => {
    const res = await order({
      ...CHOICE,
      ...CONTACT,
      orderType: "prescription_pro",
      amount: 1,
      totalPrice: 1,
      basePrice: 1,
      finishPrice: "0",
      lensUpgradePrice: "0",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    // Varifocal £165 + XtrActive Transitions £70 + Silver Mirror £20.
    expect(body.amounts).toEqual({
      subtotal: "255.00",
      discount: "0.00",
      shipping: "0.00",
      total: "255.00",
      charge: "255.00",
    });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, body.orderId));
    expect(row).toMatchObject({ orderType: "prescription_pro", status: "pending", customerCountry: "GB" });
    expect(row?.details).toMatchObject({
      visionType: "varifocal",
      frameColorName: "Kerry Green",
      prescriptionLensTypeName: "XtrActive Transitions",
      finishName: "Silver Mirror",
      finishPrice: "20.00",
    });
    const items = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, body.orderId));
    expect(
      items.map((i) => [i.productId, i.itemType, i.unitPricePence, i.prescriptionLensTypeId, i.colorId]),
    ).toEqual([[7, "prescription_pro", 25_500, 16, 3]]);
    await confirm(t.app, body);
    const done = await completeOrder(t.app, body);
    expect(done.json()).toEqual({ id: body.orderId, total: "255.00" });
  });

  it("applies a discount code and international shipping", async () => {
    const res = await order({ ...CHOICE, ...CONTACT, country: "US", discountCode: "demo10" });
    expect(res.json().amounts).toEqual({
      subtotal: "255.00",
      discount: "25.50",
      shipping: "10.00",
      total: "239.50",
      charge: "239.50",
    });
  });

  it.each([
    [{ visionType: "trifocal" }, 400],
    [{ frameColorId: 99 }, 400],
    [{ prescriptionLensTypeId: 1 }, 400],
    [{ finishId: 0 }, 400],
    [{ finishId: 9 }, 400],
    [{ email: "not-an-email" }, 400],
    [{ name: "" }, 400],
    [{ discountCode: "NOPE" }, 404],
  ])("refuses %j", async (change, status) => {
    const res = await order({ ...CHOICE, ...CONTACT, ...change });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe("string");
  });
});
