import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import { checkout, completeOrder, confirm } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { lapseCheckouts } from "./lapse-checkouts.ts";
import { purgeUnplacedOrders, UNPLACED_RETENTION_DAYS } from "./purge-unplaced.ts";

const DAY = 86_400_000;

describe.each(dbKinds())("background jobs on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const statusOf = async (id: number) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

  it("a checkout nobody paid lapses after its 30 minutes; paid later, it still completes", async () => {
    const c = await checkout(t.app);
    expect(await lapseCheckouts(t.ctx, new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(await statusOf(c.orderId)).toBe("pending");
    await lapseCheckouts(t.ctx, new Date(Date.now() + 31 * 60_000));
    expect(await statusOf(c.orderId)).toBe("lapsed");
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, c.orderId));
    expect(history.at(-1)).toMatchObject({ fromStatus: "pending", toStatus: "lapsed", changedBy: "system" });
    // Without a discount the payment was left open: a late payment completes the lapsed order.
    expect((await confirm(t.app, c)).json().paymentIntent.status).toBe("succeeded");
    expect((await completeOrder(t.app, c)).statusCode).toBe(200);
    expect(await statusOf(c.orderId)).toBe("paid");
  });

  it("deletes never-paid orders after 30 days with their items and history, never a paid one", async () => {
    const old = new Date(Date.now() - (UNPLACED_RETENTION_DAYS + 1) * DAY);
    const doomed = await Promise.all(
      (["pending", "failed", "lapsed", "cancelled"] as const).map((status) =>
        insertTestOrder(t.ctx.db, { status, updatedAt: old }),
      ),
    );
    await t.ctx.db
      .insert(orderStatusHistory)
      .values({ orderId: doomed[0] as number, toStatus: "pending", changedBy: "storefront" });
    const young = await insertTestOrder(t.ctx.db, { status: "pending" });
    const paidLongAgo = await insertTestOrder(t.ctx.db, { status: "completed", updatedAt: old });
    const refunded = await insertTestOrder(t.ctx.db, { status: "refunded", updatedAt: old });
    const cancelledAfterPaying = await insertTestOrder(t.ctx.db, {
      status: "cancelled",
      updatedAt: old,
      paidAt: old,
      orderNumber: `NDR-T${Date.now()}`,
    });

    // Two instances running the job at once delete each order once and fail nowhere.
    const [a, b] = await Promise.all([purgeUnplacedOrders(t.ctx), purgeUnplacedOrders(t.ctx)]);
    expect(a + b).toBeGreaterThanOrEqual(doomed.length);
    const left = await t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, [...doomed, young, paidLongAgo, refunded, cancelledAfterPaying]));
    expect(left.map((r) => r.id).sort((x, y) => x - y)).toEqual(
      [young, paidLongAgo, refunded, cancelledAfterPaying].sort((x, y) => x - y),
    );
    expect(await t.ctx.db.select().from(orderItems).where(inArray(orderItems.orderId, doomed))).toEqual([]);
    expect(
      await t.ctx.db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, doomed)),
    ).toEqual([]);
  });
});
