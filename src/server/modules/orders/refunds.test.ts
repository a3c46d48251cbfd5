import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { checkout } from "#server/modules/checkout/testing.ts";
import { PaymentProviderError } from "#server/providers/payments/index.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { newKey, type RefundTestApp, refundTestApp } from "./test-refunds.ts";

describe.each(dbKinds())("admin refunds on %s", (kind) => {
  let h: RefundTestApp;
  beforeAll(async () => {
    h = await refundTestApp(kind);
  });
  afterAll(() => h.close());

  it("refunds part, then the rest: amounts, status, history and one email each", async () => {
    const id = await h.paidOrder();
    const first = await h.refund(id, { amountPence: 3000 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      amount: "30.00",
      reason: "Lens scratched",
      actor: "admin:admin",
      status: "succeeded",
      providerRefundId: expect.stringMatching(/^re_/),
    });
    expect(await h.orderRow(id)).toMatchObject({ refundedPence: 3000, status: "paid" });

    const rest = await h.refund(id, { amountPence: 8000, reason: "Returned" });
    expect(rest.statusCode).toBe(201);
    expect(await h.orderRow(id)).toMatchObject({ refundedPence: 11000, status: "refunded" });
    expect((await h.providerRefunds(id)).map((r) => r.amountPence).sort()).toEqual([3000, 8000]);
    const history = await h.t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: "paid",
      toStatus: "refunded",
      changedBy: "admin:admin",
    });

    const sent = await h.emails(id, "order_refunded");
    expect(sent).toHaveLength(2);
    const number = (await h.orderRow(id)).orderNumber as string;
    expect(number).toMatch(/^NDR-\d+$/);
    expect(sent.map((e) => e.to)).toEqual(["ada@example.com", "ada@example.com"]);
    expect(sent.some((e) => e.text.includes(`£30.00 for your order ${number}`))).toBe(true);
    expect(sent.some((e) => e.text.includes("£80.00") && e.text.includes("£110.00 of this order"))).toBe(
      true,
    );
  });

  it.each([
    ["more than remains", { amountPence: 11001 }, 409, /Only £110.00/],
    ["nothing", { amountPence: 0 }, 400, /more than £0.00/],
    ["a negative amount", { amountPence: -500 }, 400, /more than £0.00/],
    ["a fraction of a penny", { amountPence: 10.5 }, 400, /whole number/],
    ["a string", { amountPence: "1000" }, 400, /number/],
    ["no reason", { amountPence: 100, reason: " " }, 400, /reason/],
    ["a bad key", { amountPence: 100, idempotencyKey: "x" }, 400, /idempotencyKey/],
  ])("refuses %s with %i and changes nothing", async (_what, payload, status, message) => {
    const id = await h.paidOrder();
    const res = await h.refund(id, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await h.refundRows(id)).toEqual([]);
    expect(await h.providerRefunds(id)).toEqual([]);
    expect(await h.orderRow(id)).toMatchObject({ refundedPence: 0, status: "paid" });
  });

  it("refuses an unpaid order, a refunded one, an unknown one and a caller without a session", async () => {
    const unpaid = await checkout(h.t.app);
    const [pending] = await h.t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentIntentId, unpaid.paymentIntentId));
    const res = await h.refund(pending?.id as number, { amountPence: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Only a paid order can be refunded; this order is pending/);
    expect(await h.refundRows(pending?.id as number)).toEqual([]);

    const id = await h.paidOrder();
    expect((await h.refund(id, { amountPence: 11000 })).statusCode).toBe(201);
    const again = await h.refund(id, { amountPence: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already been refunded/);
    expect(await h.refundRows(id)).toHaveLength(1);

    expect((await h.refund(99_999_999, { amountPence: 100 })).statusCode).toBe(404);
    const anonymous = await h.t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${id}/refunds`,
      payload: { amountPence: 100, reason: "x", idempotencyKey: newKey() },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("twenty clicks with one key refund once", async () => {
    const id = await h.paidOrder();
    const idempotencyKey = newKey();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => h.refund(id, { amountPence: 5000, idempotencyKey })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await h.refundRows(id)).toMatchObject([{ amountPence: 5000, status: "succeeded" }]);
    expect(await h.providerRefunds(id)).toHaveLength(1);
    expect(await h.orderRow(id)).toMatchObject({ refundedPence: 5000, status: "paid" });
    expect(await h.emails(id, "order_refunded")).toHaveLength(1);
    const otherAmount = await h.refund(id, { amountPence: 4000, idempotencyKey });
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().message).toMatch(/already used for a refund of £50.00/);
  });

  it("twenty full refunds with different keys refund once", async () => {
    const id = await h.paidOrder();
    const results = await Promise.all(Array.from({ length: 20 }, () => h.refund(id, { amountPence: 11000 })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await h.refundRows(id)).toHaveLength(1);
    expect(await h.providerRefunds(id)).toHaveLength(1);
    expect(await h.orderRow(id)).toMatchObject({ refundedPence: 11000, status: "refunded" });
    expect(await h.emails(id, "order_refunded")).toHaveLength(1);
  });

  it("a refund the provider refuses answers 502, is recorded as failed, and its retry refunds", async () => {
    const id = await h.paidOrder();
    const idempotencyKey = newKey();
    const refused = await h.withProviderRefund(
      () => Promise.reject(new PaymentProviderError("Connection reset by the bank")),
      () => h.refund(id, { amountPence: 700, idempotencyKey }),
    );
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/did not make the refund: Connection reset by the bank/);
    expect(await h.refundRows(id)).toMatchObject([
      { status: "failed", failure: "Connection reset by the bank" },
    ]);
    expect((await h.orderRow(id)).refundedPence).toBe(0);

    const failedId = (await h.refundRows(id))[0]?.id;

    const retried = await h.refund(id, { amountPence: 700, idempotencyKey });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ id: failedId, status: "succeeded" });
    expect(await h.refundRows(id)).toMatchObject([{ id: failedId, failure: null }]);
    expect(await h.providerRefunds(id)).toHaveLength(1);
    expect((await h.orderRow(id)).refundedPence).toBe(700);
  });
});
