import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  discountCodes,
  discountReservations,
  emailOutbox,
  orderStatusHistory,
  orders,
} from "#server/db/schema/index.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import type { IntentInfo, PaymentProvider, RefundInput } from "#server/providers/payments/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { canTransition, isPaidStatus, ORDER_STATUSES, type OrderStatus } from "#shared/order-status.ts";
import { type LifecycleCtx, transition } from "./lifecycle.ts";

/** A provider that says every payment succeeded and every refund went through. */
function agreeablePayments(base: PaymentProvider): PaymentProvider {
  let refunds = 0;
  const intent = (id: string): IntentInfo => ({
    id,
    status: "succeeded",
    amountPence: 5500,
    currency: "gbp",
  });
  return Object.assign(Object.create(base), {
    retrieveIntent: async (id: string) => intent(id),
    cancelIntent: async (id: string) => ({ ...intent(id), status: "canceled" }),
    refund: async (input: RefundInput) => ({
      id: `re_test${++refunds}`,
      paymentIntentId: input.paymentIntentId,
      amountPence: input.amountPence,
      status: "succeeded",
      metadata: input.metadata,
    }),
    listRefunds: async () => [],
  });
}

describe.each(dbKinds())("the order lifecycle on %s", (kind) => {
  let t: TestApp;
  let ctx: LifecycleCtx;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ctx = {
      db: t.ctx.db,
      email: t.ctx.email,
      config: t.ctx.config,
      catalogue: t.ctx.catalogue,
      log: t.ctx.log,
      payments: agreeablePayments(t.ctx.payments),
    };
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  const historyOf = (id: number) =>
    t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.id));
  const mailsTo = (to: string) => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  const newOrder = (status: OrderStatus, extra: Parameters<typeof insertTestOrder>[1] = {}) =>
    insertTestOrder(t.ctx.db, {
      status,
      ...(status === "refunded" ? { refundedPence: 5500 } : {}),
      ...extra,
    });

  async function codeWithHold(orderId: number, hold: "held" | "used", maxUses = 5) {
    const [code] = await t.ctx.db
      .insert(discountCodes)
      .values({
        code: `LC${orderId}${hold}`,
        discountType: "percentage",
        discountValue: 10,
        maxUses,
        currentUses: hold === "used" ? 1 : 0,
      })
      .returning();
    const codeId = (code as { id: number }).id;
    await t.ctx.db.update(orders).set({ discountCodeId: codeId }).where(eq(orders.id, orderId));
    await t.ctx.db.insert(discountReservations).values({
      discountCodeId: codeId,
      orderId,
      status: hold,
      expiresAt: sql`now() + interval '30 minutes'`,
    });
    return codeId;
  }
  const codeState = async (codeId: number) => {
    const [code] = await t.ctx.db.select().from(discountCodes).where(eq(discountCodes.id, codeId));
    const [hold] = await t.ctx.db
      .select()
      .from(discountReservations)
      .where(eq(discountReservations.discountCodeId, codeId));
    return { uses: code?.currentUses, hold: hold?.status };
  };

  it("follows the transition table for every pair of statuses, recording who and why", async () => {
    const pairs = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
    );
    for (const [from, to] of pairs) {
      const id = await newOrder(from, { customerEmail: `matrix-${from}-${to}@example.com` });
      const run = transition(ctx, id, to, { actor: "admin:tester", reason: `matrix ${from}>${to}` });
      // A payment held for review is paid only by the difference (payment-review.test.ts), never by a word.
      const needsDifference = from === "review" && isPaidStatus(to);
      if (canTransition(from, to) && !needsDifference) {
        const { order, from: was } = await run;
        expect([was, order.status], `${from} -> ${to}`).toEqual([from, to]);
        const last = (await historyOf(id)).at(-1);
        expect(last, `${from} -> ${to}`).toMatchObject({
          fromStatus: from,
          toStatus: to,
          changedBy: "admin:tester",
        });
        if (isPaidStatus(to)) expect((await orderOf(id))?.paidAt, `${from} -> ${to}`).toBeInstanceOf(Date);
      } else {
        await expect(run, `${from} -> ${to}`).rejects.toMatchObject({ statusCode: 409 });
        expect((await orderOf(id))?.status, `${from} -> ${to}`).toBe(from);
        expect(await historyOf(id), `${from} -> ${to}`).toEqual([]);
      }
    }
  });

  it("a status it is already in, an unknown order or another order type is refused", async () => {
    const id = await newOrder("shipped");
    await expect(transition(ctx, id, "shipped", { actor: "system" })).rejects.toMatchObject({
      statusCode: 409,
      message: "The order is already shipped",
    });
    await expect(transition(ctx, 2_000_000_000, "paid", { actor: "system" })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      transition(ctx, id, "delivered", { actor: "system", orderType: "africa_r3d" }),
    ).rejects.toBeInstanceOf(HttpError);
  });

  it("paid from pending: provider's word, order number, counted discount use, one confirmation", async () => {
    const email = "lifecycle-paid@example.com";
    const id = await newOrder("pending", { customerEmail: email });
    const codeId = await codeWithHold(id, "held");
    const { order } = await transition(ctx, id, "paid", { actor: "admin:tester", reason: "phoned in" });
    expect(order.status).toBe("paid");
    expect(order.orderNumber).toMatch(/^NDR-\d{5,}$/);
    expect(await codeState(codeId)).toEqual({ uses: 1, hold: "used" });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(["order_confirmation"]);
    expect(mails[0]?.text).toContain(order.orderNumber as string);
    expect((await historyOf(id)).at(-1)?.note).toBe("phoned in");
  });

  it("paid without the provider's word is refused and changes nothing", async () => {
    const id = await newOrder("pending");
    const doubting = {
      ...ctx,
      payments: Object.assign(Object.create(ctx.payments), {
        retrieveIntent: async (pi: string) => ({
          id: pi,
          status: "processing",
          amountPence: 5500,
          currency: "gbp",
        }),
      }),
    };
    await expect(transition(doubting, id, "paid", { actor: "admin:tester" })).rejects.toMatchObject({
      statusCode: 409,
    });
    const row = await orderOf(id);
    expect([row?.status, row?.orderNumber, row?.paidAt]).toEqual(["pending", null, null]);
  });

  it.each(["failed", "cancelled", "lapsed"] as const)(
    "an unpaid order becoming %s releases its held discount use",
    async (to) => {
      const id = await newOrder("pending");
      const codeId = await codeWithHold(id, "held", 1);
      await transition(ctx, id, to, { actor: "system", reason: "test" });
      expect(await codeState(codeId)).toEqual({ uses: 0, hold: "released" });
    },
  );

  it("cancelling a paid order refunds it in full, gives back its discount use and tells the shopper", async () => {
    const email = "lifecycle-cancel@example.com";
    const id = await newOrder("completed", { customerEmail: email });
    const codeId = await codeWithHold(id, "used");
    const { order } = await transition(ctx, id, "cancelled", {
      actor: "admin:tester",
      reason: "out of stock",
    });
    expect(order.status).toBe("cancelled");
    expect(order.refundedPence).toBe(5500);
    expect(await codeState(codeId)).toEqual({ uses: 0, hold: "released" });
    expect((await mailsTo(email)).map((m) => m.kind)).toContain("order_cancelled");
  });

  it("refunded from a paid status moves the rest of the money back and releases the use", async () => {
    const email = "lifecycle-refund@example.com";
    const id = await newOrder("shipped", { customerEmail: email });
    const codeId = await codeWithHold(id, "used");
    const { order } = await transition(ctx, id, "refunded", { actor: "admin:tester", reason: "returned" });
    expect([order.status, order.refundedPence]).toEqual(["refunded", 5500]);
    expect(await codeState(codeId)).toEqual({ uses: 0, hold: "released" });
    expect((await mailsTo(email)).map((m) => m.kind)).toContain("order_refunded");
  });

  it("two admins changing one order at once: one change wins, the other is told", async () => {
    const id = await newOrder("completed");
    const results = await Promise.allSettled([
      transition(ctx, id, "processing", { actor: "admin:one" }),
      transition(ctx, id, "shipped", { actor: "admin:two" }),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won.length).toBeGreaterThanOrEqual(1);
    const history = await historyOf(id);
    expect(history.length).toBe(won.length);
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ statusCode: 409 });
    }
    const rows = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.fromStatus, "completed")));
    expect(rows).toHaveLength(1);
  });
});
