import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { CARDS, CUSTOMER, checkout, completeOrder, confirm } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { RECONCILE_AFTER_MINUTES, reconcilePayments } from "./reconcile-payments.ts";

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

describe.each(dbKinds())("the sandbox payment sweeper on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  const confirmations = async (email: string) =>
    (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter(
      (m) => m.kind === "order_confirmation",
    );

  it("a paid checkout whose completion call was lost is completed after 2 minutes, once, with its email", async () => {
    const email = "lost-tab@example.com";
    const paid = await checkout(t.app, { customer: { ...CUSTOMER, email } });
    expect((await confirm(t.app, paid)).json().paymentIntent.status).toBe("succeeded");
    const unpaid = await checkout(t.app);
    const declined = await checkout(t.app);
    await confirm(t.app, declined, CARDS.declined);

    // The browser still has time to complete it itself.
    expect(await reconcilePayments(t.ctx, minutesFromNow(RECONCILE_AFTER_MINUTES - 1))).toBe(0);
    expect((await orderOf(paid.orderId))?.status).toBe("pending");

    // Two instances sweeping at once complete it once.
    const later = minutesFromNow(RECONCILE_AFTER_MINUTES + 1);
    const [a, b] = await Promise.all([reconcilePayments(t.ctx, later), reconcilePayments(t.ctx, later)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const order = await orderOf(paid.orderId);
    expect(order).toMatchObject({ status: "paid" });
    expect(order?.orderNumber).toMatch(/^NDR-\d+$/);
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, paid.orderId));
    expect(history.filter((h) => h.toStatus === "paid")).toEqual([
      expect.objectContaining({ fromStatus: "pending", changedBy: "system" }),
    ]);
    await expect.poll(async () => (await confirmations(email)).length).toBe(1);

    // Nothing else was paid, so nothing else moved; a late completion call finds the order done.
    expect((await orderOf(unpaid.orderId))?.status).toBe("pending");
    expect((await orderOf(declined.orderId))?.status).toBe("pending");
    expect(await reconcilePayments(t.ctx, later)).toBe(0);
    expect((await completeOrder(t.app, paid)).json()).toEqual({ id: paid.orderId, total: "110.00" });
    expect(await confirmations(email)).toHaveLength(1);
  });

  it("leaves other providers' payments to their webhooks", async () => {
    const stripeLike = {
      ...t.ctx,
      payments: Object.assign(Object.create(t.ctx.payments), { name: "stripe" }),
    };
    const c = await checkout(t.app);
    await confirm(t.app, c);
    expect(await reconcilePayments(stripeLike, minutesFromNow(10))).toBe(0);
    expect((await orderOf(c.orderId))?.status).toBe("pending");
  });
});
