import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { buy, checkout } from "./test-checkout.ts";

const SMALL = { productId: 4, quantity: 2, sockSizeId: 1 };
const MEDIUM = { productId: 4, quantity: 1, sockSizeId: 2 };

describe.each(dbKinds())("the socks offer across sizes, charged on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("charges £10 for 2 Small + 1 Medium, not £15", async () => {
    const c = await checkout(t.app, { items: [SMALL, MEDIUM] });
    expect(c.amounts).toEqual({
      subtotal: "10.00",
      discount: "0.00",
      shipping: "0.00",
      total: "10.00",
      charge: "10.00",
    });
    const items = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, c.orderId));
    // The items keep their share of the offer, so they add up to the subtotal on receipts.
    expect(items.reduce((sum, i) => sum + i.itemTotalPence, 0)).toBe(1000);
    expect(items.map((i) => i.sockSizeId).sort()).toEqual([1, 2]);
  });

  it("prices a basket price check the same way", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/basket/price",
      payload: { items: [SMALL, MEDIUM, { ...MEDIUM, sockSizeId: 3 }], country: "GB" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().amounts.subtotal).toBe("15.00");
  });

  it("takes exactly £10 from the card once paid", async () => {
    const { order } = await buy(t.app, { items: [SMALL, MEDIUM] });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.subtotalPence).toBe(1000);
    expect(row?.totalPence).toBe(1000);
  });
});
