import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountCodes, discountReservations, orders } from "#server/db/schema/index.ts";
import { addCode } from "#server/modules/checkout/testing.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { formatPence } from "#shared/money.ts";
import { newKey, type RefundTestApp, refundTestApp } from "./test-refunds.ts";

describe.each(dbKinds())("cancelling a paid order on %s", (kind) => {
  let h: RefundTestApp;
  beforeAll(async () => {
    h = await refundTestApp(kind);
  });
  afterAll(() => h.close());

  it("cancels a paid, unshipped order: full refund, discount use released, one email", async () => {
    const codeId = await addCode(h.t.ctx, { code: `CANCEL${kind}`, maxUses: 5 });
    const id = await h.paidOrder({ discountCode: `CANCEL${kind}` });
    const usesOf = async () =>
      (await h.t.ctx.db.select().from(discountCodes).where(eq(discountCodes.id, codeId)))[0]?.currentUses;
    expect(await usesOf()).toBe(1);
    const charge = (await h.orderRow(id)).totalPence;
    expect((await h.refund(id, { amountPence: 1000 })).statusCode).toBe(201);

    const idempotencyKey = newKey();
    const res = await h.cancel(id, { idempotencyKey });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: "succeeded", reason: "Customer changed their mind" });
    expect(await h.orderRow(id)).toMatchObject({ status: "cancelled", refundedPence: charge });
    expect(await usesOf()).toBe(0);
    const [hold] = await h.t.ctx.db
      .select()
      .from(discountReservations)
      .where(eq(discountReservations.orderId, id));
    expect(hold?.status).toBe("released");
    const cancelled = await h.emails(id, "order_cancelled");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.text).toContain(`${formatPence(charge - 1000)} has been refunded`);
    expect(await h.emails(id, "order_refunded")).toHaveLength(1);

    const retried = await h.cancel(id, { idempotencyKey });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).toBe(res.json().id);
    const again = await h.cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already been cancelled/);
    expect(await usesOf()).toBe(0);
    expect(await h.emails(id, "order_cancelled")).toHaveLength(1);
    expect(await h.providerRefunds(id)).toHaveLength(2);
  });

  it.each([
    ["shipped", { status: "shipped" }],
    ["given a tracking number", { trackingNumber: "RM123456785GB" }],
  ])("a %s order cannot be cancelled and is left as it was", async (_what, set) => {
    const id = await h.paidOrder();
    await h.t.ctx.db.update(orders).set(set).where(eq(orders.id, id));
    const before = await h.orderRow(id);
    const res = await h.cancel(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The order has shipped, so it cannot be cancelled. Refund it instead.");
    expect(await h.orderRow(id)).toEqual(before);
    expect(await h.refundRows(id)).toEqual([]);
    expect(await h.providerRefunds(id)).toEqual([]);
    expect(await h.emails(id, "order_cancelled")).toEqual([]);
  });
});
