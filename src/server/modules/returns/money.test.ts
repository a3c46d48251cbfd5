import { describe, expect, it } from "vitest";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { AdminReturnDetail } from "#shared/schemas/returns-admin.ts";
import { useReturnsApp } from "./test-returns.ts";

const PRIMARY = { productId: 1, colorId: 1 };

describe.each(dbKinds())("receiving and refunding returns on %s", (kind) => {
  const h = useReturnsApp(kind);

  /** A delivered order's return of `quantity` units of its first line, approved. */
  const approved = async (
    quantity: number,
    body: Record<string, unknown> = {},
    reason = "change_of_mind",
  ) => {
    const order = await h.deliveredOrder(body);
    const res = await h.request({
      t: order.token,
      reason,
      description: "Not as hoped",
      lines: JSON.stringify([{ itemId: order.items[0]?.id, quantity }]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await h.returnsOf(order.id);
    const returnId = row?.id as number;
    expect((await h.act(returnId, "approve")).statusCode).toBe(200);
    return { ...order, returnId, returnNumber: row?.returnNumber as string };
  };
  const receiveBody = async (returnId: number, condition = "resaleable") => ({
    lines: (await h.linesOfReturn(returnId)).map((l) => ({ lineId: l.id, condition })),
  });
  const detail = async (id: number) =>
    AdminReturnDetail.parse((await h.admin("GET", `/api/admin/returns/${id}`)).json());
  const setStock = async (stock: number) => {
    const auth = bearer(await adminToken(h.app().ctx));
    const res = await h.app().app.inject({
      method: "PUT",
      url: "/api/admin/stock",
      headers: auth,
      payload: { ...PRIMARY, stock },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("restocks resaleable units once when twenty receive at once, and refuses a second receipt", async () => {
    await setStock(20);
    const r = await approved(2);
    const level = await h.stockOf(PRIMARY.productId, PRIMARY.colorId);
    const body = await receiveBody(r.returnId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.act(r.returnId, "receive", body)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toMatch(/already received/);
    }
    expect(await h.stockOf(PRIMARY.productId, PRIMARY.colorId)).toBe((level as number) + 2);
    expect((await detail(r.returnId)).lines[0]).toMatchObject({ condition: "resaleable", restocked: true });
    expect(await h.emailsAbout("return_received", r.returnNumber)).toHaveLength(1);
  });

  it("restocks nothing of a damaged line, and refuses a receipt that names lines badly", async () => {
    await setStock(20);
    const r = await approved(1, {}, "damaged");
    const level = await h.stockOf(PRIMARY.productId, PRIMARY.colorId);
    const before = await h.stored(r.id);
    const wrong = await h.act(r.returnId, "receive", {
      lines: [{ lineId: 99_999_999, condition: "damaged" }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not part of return/);
    const bad = await h.act(r.returnId, "receive", { lines: [{ lineId: 1, condition: "shiny" }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/condition must be one of/);
    expect(await h.stored(r.id)).toEqual(before);
    expect((await h.act(r.returnId, "receive", await receiveBody(r.returnId, "damaged"))).statusCode).toBe(
      200,
    );
    expect(await h.stockOf(PRIMARY.productId, PRIMARY.colorId)).toBe(level);
  });

  it("refunds a received return once when twenty ask at once, through the order's refund path", async () => {
    const r = await approved(1);
    expect((await h.act(r.returnId, "refund", {})).statusCode).toBe(409);
    expect((await h.act(r.returnId, "receive", await receiveBody(r.returnId))).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.act(r.returnId, "refund", {})));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const refunds = await h.refundsOf(r.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountPence: 5500, status: "succeeded" });
    expect((await h.providerRefunds(r.id)).map((p) => p.amountPence)).toEqual([5500]);
    expect(await detail(r.returnId)).toMatchObject({
      status: "refunded",
      refundedPence: 5500,
      refundId: refunds[0]?.id,
    });
    expect(await h.emailsAbout("return_refunded", r.returnNumber)).toHaveLength(1);
    expect((await h.act(r.returnId, "close", {})).statusCode).toBe(200);
  });

  it("gives back the delivery when the whole order comes back, less a deduction with its reason", async () => {
    const r = await approved(2, { country: "US" });
    const order = await h.orderRow(r.id);
    expect(order.shippingPence).toBeGreaterThan(0);
    expect((await h.act(r.returnId, "receive", await receiveBody(r.returnId))).statusCode).toBe(200);
    const offer = (await detail(r.returnId)).offer;
    expect(offer).toMatchObject({ linesPence: 11_000, deliveryPence: order.shippingPence });
    const noReason = await h.act(r.returnId, "refund", { deductionPence: 500 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/deduction needs a reason/);
    const tooMuch = await h.act(r.returnId, "refund", { deductionPence: 999_999, deductionReason: "x" });
    expect(tooMuch.statusCode).toBe(400);
    expect(await h.refundsOf(r.id)).toHaveLength(0);
    const res = await h.act(r.returnId, "refund", { deductionPence: 500, deductionReason: "Case missing" });
    expect(res.statusCode, res.body).toBe(200);
    const total = 11_000 + order.shippingPence - 500;
    expect(await detail(r.returnId)).toMatchObject({
      refundedPence: total,
      deductionPence: 500,
      deductionReason: "Case missing",
      deliveryRefundedPence: order.shippingPence,
    });
    expect((await h.refundsOf(r.id)).map((x) => x.amountPence)).toEqual([total]);
  });

  it("refuses a refund over what remains of the order's charge, and changes nothing", async () => {
    const r = await approved(1);
    expect((await h.act(r.returnId, "receive", await receiveBody(r.returnId))).statusCode).toBe(200);
    const t = h.app();
    const auth = bearer(await adminToken(t.ctx));
    const earlier = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${r.id}/refunds`,
      headers: auth,
      payload: { amountPence: 6000, reason: "Goodwill", idempotencyKey: "goodwill-refund-1" },
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
    const before = await h.stored(r.id);
    const res = await h.act(r.returnId, "refund", {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Only £50\.00 of this order can still be refunded/);
    expect(await h.stored(r.id)).toEqual(before);
  });
});
