import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes, discountReservations, orders } from "#server/db/schema/index.ts";
import { lapseCheckouts } from "#server/jobs/lapse-checkouts.ts";
import {
  addCode,
  checkout,
  completeOrder,
  confirm,
  createIntent,
  PRIMARY,
  secretOf,
} from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

describe.each(dbKinds())("discount holds on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const code = async (id: number) =>
    (await t.ctx.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0];
  const holds = (codeId: number, status: "held" | "used" | "released") =>
    t.ctx.db
      .select()
      .from(discountReservations)
      .where(and(eq(discountReservations.discountCodeId, codeId), eq(discountReservations.status, status)));
  const expireHolds = (codeId: number) =>
    t.ctx.db
      .update(discountReservations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(discountReservations.discountCodeId, codeId));

  it("20 concurrent checkouts on a code with 3 uses: exactly 3 paid orders carry it", async () => {
    const id = await addCode(t.ctx, { code: "RACE3", maxUses: 3 });
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => createIntent(t.app, { items: [PRIMARY], discountCode: "race3" })),
    );
    const got = attempts.filter((a) => a.res.statusCode === 200).map((a) => a.body);
    expect(got).toHaveLength(3);
    for (const a of attempts.filter((x) => x.res.statusCode !== 200)) {
      expect(a.res.statusCode).toBe(400);
      expect(a.res.json().message).toBe("This discount code has reached its usage limit");
    }
    await Promise.all(got.map((c) => confirm(t.app, c)));
    const done = await Promise.all(got.map((c) => completeOrder(t.app, c)));
    expect(done.map((d) => d.statusCode)).toEqual([200, 200, 200]);
    const paid = await t.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.discountCodeId, id), eq(orders.status, "paid")));
    expect(paid).toHaveLength(3);
    expect((await code(id))?.currentUses).toBe(3);
    expect(await holds(id, "used")).toHaveLength(3);
    expect(await holds(id, "held")).toHaveLength(0);
  });

  it("a lapsed payment releases its hold and cannot be paid any more", async () => {
    const id = await addCode(t.ctx, { code: "ONCE", maxUses: 1 });
    const c = await checkout(t.app, { discountCode: "ONCE" });
    expect((await createIntent(t.app, { items: [PRIMARY], discountCode: "ONCE" })).res.statusCode).toBe(400);
    expect(await lapseCheckouts(t.ctx)).toBe(0);
    await expireHolds(id);
    expect(await lapseCheckouts(t.ctx)).toBe(1);
    expect(await holds(id, "released")).toHaveLength(1);
    const order = (await t.ctx.db.select().from(orders).where(eq(orders.id, c.orderId)))[0];
    expect(order?.status).toBe("lapsed");
    expect((await confirm(t.app, c)).json().error.code).toBe("payment_intent_unexpected_state");
    expect((await code(id))?.currentUses).toBe(0);
    expect((await createIntent(t.app, { items: [PRIMARY], discountCode: "ONCE" })).res.statusCode).toBe(200);
  });

  it("a lapsed hold whose payment succeeded is completed by the sweeper and counted", async () => {
    const id = await addCode(t.ctx, { code: "LATE", maxUses: 5 });
    const c = await checkout(t.app, { discountCode: "LATE" });
    await confirm(t.app, c);
    await expireHolds(id);
    expect(await lapseCheckouts(t.ctx)).toBe(1);
    const order = (await t.ctx.db.select().from(orders).where(eq(orders.id, c.orderId)))[0];
    expect(order?.status).toBe("paid");
    expect((await code(id))?.currentUses).toBe(1);
    expect(await holds(id, "used")).toHaveLength(1);
  });

  it("a failed payment releases its hold at once", async () => {
    const id = await addCode(t.ctx, { code: "FAILONE", maxUses: 1 });
    const c = await checkout(t.app, { discountCode: "FAILONE" });
    await confirm(t.app, c, "4000000000000002");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders/update-status",
      headers: secretOf(c),
      payload: { stripePaymentIntentId: c.paymentIntentId, status: "failed" },
    });
    expect(res.json()).toEqual({ id: c.orderId, status: "failed" });
    expect(await holds(id, "released")).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/payment-intent/${c.paymentIntentId}`,
          headers: secretOf(c),
        })
      ).json().status,
    ).toBe("canceled");
    expect((await createIntent(t.app, { items: [PRIMARY], discountCode: "FAILONE" })).res.statusCode).toBe(
      200,
    );
  });

  it("a paid order whose hold had been released takes the use again when there is room", async () => {
    const id = await addCode(t.ctx, { code: "RETAKE", maxUses: 2 });
    const c = await checkout(t.app, { discountCode: "RETAKE" });
    await confirm(t.app, c);
    await t.ctx.db
      .update(discountReservations)
      .set({ status: "released" })
      .where(eq(discountReservations.orderId, c.orderId));
    await t.ctx.db.update(orders).set({ status: "failed" }).where(eq(orders.id, c.orderId));
    expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    expect((await code(id))?.currentUses).toBe(1);
    expect(await holds(id, "used")).toHaveLength(1);
  });

  it("the database refuses uses above the maximum", async () => {
    const id = await addCode(t.ctx, { code: "GUARD", maxUses: 1, currentUses: 1 });
    await expect(
      t.ctx.db
        .update(discountCodes)
        .set({ currentUses: sql`${discountCodes.currentUses} + 1` })
        .where(eq(discountCodes.id, id)),
    ).rejects.toThrow();
  });
});
