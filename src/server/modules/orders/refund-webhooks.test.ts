import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds } from "#server/test/test-db.ts";
import { newKey, type RefundTestApp, refundTestApp } from "./test-refunds.ts";

describe.each(dbKinds())("refunds reported by the provider's webhooks on %s", (kind) => {
  let h: RefundTestApp;
  beforeAll(async () => {
    h = await refundTestApp(kind);
  });
  afterAll(() => h.close());

  it("a charge.refunded webhook arriving before the provider's answer leaves one refund", async () => {
    const id = await h.paidOrder();
    const pi = (await h.orderRow(id)).paymentIntentId as string;
    const res = await h.withProviderRefund(
      async (real, input) => {
        const made = await real(input);
        expect((await h.webhook("charge.refunded", pi)).json()).toMatchObject({ result: "handled" });
        return made;
      },
      () => h.refund(id, { amountPence: 2500 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe("succeeded");
    const rows = await h.refundRows(id);
    expect(rows).toMatchObject([{ amountPence: 2500, status: "succeeded", actor: "admin:admin" }]);
    expect(rows[0]?.providerRefundId).toBe((await h.providerRefunds(id))[0]?.id);
    expect((await h.orderRow(id)).refundedPence).toBe(2500);
    expect(await h.emails(id, "order_refunded")).toHaveLength(1);
  });

  it("refunds racing refund webhooks settle to one row per refund and the right total", async () => {
    const id = await h.paidOrder();
    const pi = (await h.orderRow(id)).paymentIntentId as string;
    await Promise.all([
      h.refund(id, { amountPence: 1000 }),
      h.webhook("h.refund.created", pi),
      h.refund(id, { amountPence: 2000 }),
      h.webhook("charge.refunded", pi),
      h.webhook("h.refund.updated", pi),
    ]);
    await h.webhook("charge.refunded", pi);
    expect((await h.refundRows(id)).map((r) => [r.amountPence, r.status]).sort()).toEqual([
      [1000, "succeeded"],
      [2000, "succeeded"],
    ]);
    expect((await h.orderRow(id)).refundedPence).toBe(3000);
    expect(await h.emails(id, "order_refunded")).toHaveLength(2);
  });

  it("records a refund made in the provider's dashboard when its webhook arrives, once", async () => {
    const id = await h.paidOrder();
    const pi = (await h.orderRow(id)).paymentIntentId as string;
    await h.sandbox.refund({
      paymentIntentId: pi,
      amountPence: 1500,
      idempotencyKey: newKey(),
      metadata: {},
    });
    expect((await h.webhook("charge.refunded", pi)).statusCode).toBe(200);
    expect((await h.webhook("h.refund.updated", pi)).statusCode).toBe(200);
    expect(await h.refundRows(id)).toMatchObject([
      {
        amountPence: 1500,
        status: "succeeded",
        actor: "provider",
        providerRefundId: expect.stringMatching(/^re_/),
      },
    ]);
    expect(await h.orderRow(id)).toMatchObject({ refundedPence: 1500, status: "paid" });
    expect(await h.emails(id, "order_refunded")).toHaveLength(1);

    const over = await h.refund(id, { amountPence: 9501 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/Only £95.00/);
    await h.sandbox.refund({
      paymentIntentId: pi,
      amountPence: 9500,
      idempotencyKey: newKey(),
      metadata: {},
    });
    await h.webhook("charge.refunded", pi);
    expect(await h.orderRow(id)).toMatchObject({ refundedPence: 11000, status: "refunded" });
    expect(await h.refundRows(id)).toHaveLength(2);
  });
});
