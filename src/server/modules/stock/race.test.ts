import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { CUSTOMER, completeOrder, confirm, createIntent } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { stockTesting } from "./test-stock.ts";

const PINK = { productId: 1, quantity: 1, colorId: 4, lensTypeId: 1 };

describe.each(dbKinds())("the last units on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("a 20-way race for the last 3 units sells exactly 3", async () => {
    const h = await stockTesting(t);
    expect((await h.setStock({ productId: 1, colorId: 4, stock: 3 })).statusCode).toBe(200);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => createIntent(t.app, { items: [PINK], customer: CUSTOMER })),
    );
    const won = attempts.filter((a) => a.res.statusCode === 200).map((a) => a.body);
    expect(won).toHaveLength(3);
    for (const lost of attempts.filter((a) => a.res.statusCode !== 200)) {
      expect(lost.res.statusCode).toBe(409);
      expect(lost.res.json().message).toBe(
        "Sorry, Primary+ Sports Sunglasses (Pink) is out of stock. Please remove it from your basket.",
      );
    }
    expect(await h.levelOf(1, 4)).toBe(0);
    // Only the winners have an order; the others were refused before any payment existed.
    const pending = await t.ctx.db.select().from(orders).where(eq(orders.status, "pending"));
    expect(pending.map((o) => o.id).sort()).toEqual(won.map((w) => w.orderId).sort());

    await Promise.all(won.map((c) => confirm(t.app, c)));
    const done = await Promise.all(won.map((c) => completeOrder(t.app, c)));
    expect(done.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    expect(await h.levelOf(1, 4)).toBe(0);
    for (const c of won) {
      expect((await h.reservationsOf(c.orderId)).map((r) => [r.quantity, r.status])).toEqual([[1, "held"]]);
    }
    expect((await createIntent(t.app, { items: [PINK] })).res.statusCode).toBe(409);
  });
});
