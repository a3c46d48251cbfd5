import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orderRefunds, orders, sandboxRefunds } from "#server/db/schema/index.ts";
import { AFRICA, buy } from "#server/modules/checkout/testing.ts";
import { orderToken } from "#server/modules/orders/index.ts";
import { ORDER_LINK_TTL_SECONDS } from "#server/modules/orders/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { SHOPPER_CANCELLABLE } from "#shared/order-status.ts";
import { CANCEL_TOO_LATE, CANCELLATION_RIGHTS } from "#shared/prescription/cancellation-rights.ts";
import { OrderPage } from "#shared/schemas/order-lookup.ts";
import { ALREADY_CANCELLED, NOT_SHOPPER_CANCELLABLE } from "./cancel.ts";

const SECRET = "an-order-link-secret-long-enough-to-use";

describe.each(dbKinds())("the shopper cancels a prescription order on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_LINK_SECRET: SECRET });
  });
  afterAll(() => t?.close());

  const rowOf = async (id: number) => {
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`order ${id} is gone`);
    return row;
  };
  const tokenOf = async (id: number) => orderToken(t.ctx.config, await rowOf(id));
  const cancel = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/order-lookup/cancel", payload: { t: token } });
  const page = async (token: string) =>
    OrderPage.parse((await t.app.inject({ method: "GET", url: `/api/order-lookup?t=${token}` })).json());
  const refundsOf = (id: number) => t.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
  const providerRefundsOf = async (id: number) => {
    const intent = (await rowOf(id)).paymentIntentId as string;
    return t.ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, intent));
  };
  const setStatus = (id: number, status: string) =>
    t.ctx.db.update(orders).set({ status }).where(eq(orders.id, id));
  const prescriptionOrder = async () => (await buy(t.app, { items: [AFRICA] })).order.id;

  it("a paid prescription order starts awaiting its prescription, and its page offers the cancel", async () => {
    const id = await prescriptionOrder();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "awaiting_prescription", needsPrescription: true });
    expect((await page(await tokenOf(id))).cancellable).toBe(true);
  });

  it("repeats the rights in a prescription order's confirmation email only", async () => {
    const confirmationOf = async (id: number) => {
      const number = (await rowOf(id)).orderNumber as string;
      const rows = await t.ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, "order_confirmation"));
      return rows.find((r) => r.subject.includes(number) && r.text !== "");
    };
    const rx = await prescriptionOrder();
    const plain = (await buy(t.app)).order.id;
    await expect.poll(async () => (await confirmationOf(rx))?.text).toContain(CANCELLATION_RIGHTS.heading);
    expect((await confirmationOf(rx))?.html).toContain(CANCELLATION_RIGHTS.faulty);
    await expect.poll(async () => (await confirmationOf(plain))?.text).toContain("Thank you for your order");
    expect((await confirmationOf(plain))?.text).not.toContain(CANCELLATION_RIGHTS.heading);
    expect((await confirmationOf(plain))?.html).not.toContain(CANCELLATION_RIGHTS.heading);
  });

  it.each(SHOPPER_CANCELLABLE)("cancels in %s: the whole charge back, the order cancelled", async (stage) => {
    const id = await prescriptionOrder();
    if (stage !== "awaiting_prescription") await setStatus(id, stage);
    const token = await tokenOf(id);
    const charge = (await rowOf(id)).totalPence;
    expect(charge).toBeGreaterThan(0);

    const res = await cancel(token);
    expect(res.statusCode, res.body).toBe(200);
    const answered = OrderPage.parse(res.json());
    expect(answered).toMatchObject({ status: "cancelled", cancellable: false });
    expect(answered.refunded).toBe((charge / 100).toFixed(2));
    expect(await rowOf(id)).toMatchObject({ status: "cancelled", refundedPence: charge });
    const refunds = await refundsOf(id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountPence: charge, status: "succeeded", actor: "storefront" });
    expect(refunds[0]?.reason).toBe("cancelled by the shopper before the lenses were made");
    const provider = await providerRefundsOf(id);
    expect(provider.map((r) => r.amountPence)).toEqual([charge]);
    expect(await page(token)).toMatchObject({ status: "cancelled", cancellable: false });
  });

  it("refuses once the lenses are with the lab, 409 with why, and changes nothing", async () => {
    const id = await prescriptionOrder();
    await setStatus(id, "with_lab");
    const token = await tokenOf(id);
    expect((await page(token)).cancellable).toBe(false);
    const before = await rowOf(id);

    const res = await cancel(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANCEL_TOO_LATE);
    expect(await rowOf(id)).toEqual(before);
    expect(await refundsOf(id)).toHaveLength(0);
    expect(await providerRefundsOf(id)).toHaveLength(0);
  });

  it("answers a repeated cancel 409 already cancelled, with no second refund", async () => {
    const id = await prescriptionOrder();
    const token = await tokenOf(id);
    expect((await cancel(token)).statusCode).toBe(200);
    const again = await cancel(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_CANCELLED);
    expect(again.json().message).toMatch(/already cancelled|already been cancelled/);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await providerRefundsOf(id)).toHaveLength(1);
  });

  it("refuses a forged link 403, an expired one 410 and a missing token 400, and cancels nothing", async () => {
    const id = await prescriptionOrder();
    const row = await rowOf(id);
    const forged = orderToken({ ...t.ctx.config, ORDER_LINK_SECRET: "x".repeat(40) }, row);
    const forgedRes = await cancel(forged);
    expect(forgedRes.statusCode).toBe(403);
    const longAgo = new Date(Date.now() - (ORDER_LINK_TTL_SECONDS + 60) * 1000);
    const expired = orderToken(t.ctx.config, { ...row, paidAt: longAgo }, longAgo.getTime());
    expect((await cancel(expired)).statusCode).toBe(410);
    expect((await cancel("")).statusCode).toBe(400);
    expect(await rowOf(id)).toMatchObject({ status: "awaiting_prescription", refundedPence: 0 });
    expect(await refundsOf(id)).toHaveLength(0);
  });

  it("does not cancel an order without a prescription: 409, and its page offers no cancel", async () => {
    const id = (await buy(t.app)).order.id;
    const token = await tokenOf(id);
    expect(await page(token)).toMatchObject({ status: "paid", cancellable: false });
    const res = await cancel(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NOT_SHOPPER_CANCELLABLE);
    expect(await rowOf(id)).toMatchObject({ status: "paid", refundedPence: 0 });
    expect(await refundsOf(id)).toHaveLength(0);
  });
});
