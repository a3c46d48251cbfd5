import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { insertTestOrder } from "./test-orders.ts";

describe.each(dbKinds())("admin order status changes on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let originalPayments: unknown;

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
    originalPayments = (t.ctx as unknown as { payments?: unknown }).payments;
  });
  afterEach(() => {
    Object.assign(t.ctx, { payments: originalPayments });
  });
  afterAll(() => t.close());

  const setPayments = (payments: unknown) => Object.assign(t.ctx, { payments });
  const patch = (orderId: number | string, status: string) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/orders/update-status-by-id",
      headers: auth,
      payload: { orderId, status },
    });
  const history = async (id: number) =>
    (await t.app.inject({ method: "GET", url: `/api/orders/${id}/status-history`, headers: auth })).json();
  const statusOf = async (id: number) =>
    (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.status;

  it("follows the transition table and records every change with who made it", async () => {
    const id = await insertTestOrder(t.ctx.db, { status: "completed" });
    const first = await patch(id, "processing");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id, previousStatus: "completed", status: "processing" });
    expect((await patch(String(id), "shipped")).statusCode).toBe(200);
    expect(await statusOf(id)).toBe("shipped");
    const entries = await history(id);
    expect(
      entries.map((h: { fromStatus: string; toStatus: string; changedBy: string }) => [
        h.fromStatus,
        h.toStatus,
        h.changedBy,
      ]),
    ).toEqual([
      ["completed", "processing", "admin:admin"],
      ["processing", "shipped", "admin:admin"],
    ]);
  });

  it("refuses moves the table does not allow, and a move to the same status", async () => {
    const id = await insertTestOrder(t.ctx.db, { status: "shipped" });
    const back = await patch(id, "pending");
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("An order cannot go from shipped to pending");
    const same = await patch(id, "shipped");
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe("The order is already shipped");
    const refunded = await insertTestOrder(t.ctx.db, { status: "refunded" });
    expect((await patch(refunded, "completed")).statusCode).toBe(409);
    expect(await history(id)).toEqual([]);
  });

  it("refuses paid from an unpaid status without the provider's confirmation, and completed always", async () => {
    const id = await insertTestOrder(t.ctx.db, { status: "pending" });
    // The real (sandbox) provider has never seen this payment intent.
    const res = await patch(id, "paid");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot be marked paid.*confirmed payment/);
    // Completed means the shop's work is done: only from a paid status (decision 0033).
    const completed = await patch(id, "completed");
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe("An order cannot go from pending to completed");
    const none = await insertTestOrder(t.ctx.db, { status: "failed", paymentIntentId: null });
    expect((await patch(none, "paid")).json().message).toMatch(/it has no card payment/);

    setPayments({ retrieveIntent: async () => ({ status: "requires_payment_method" }) });
    const unpaid = await patch(id, "paid");
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toMatch(/requires_payment_method/);

    setPayments({ retrieveIntent: async () => null });
    expect((await patch(id, "paid")).statusCode).toBe(409);

    setPayments({
      retrieveIntent: async () => {
        throw new Error("network down");
      },
    });
    expect((await patch(id, "paid")).statusCode).toBe(502);
    expect(await statusOf(id)).toBe("pending");

    // The provider took the order's £55.00 (the test order's charge).
    setPayments({
      retrieveIntent: async () => ({ status: "succeeded", amountPence: 5500, currency: "gbp" }),
    });
    expect((await patch(id, "paid")).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe("paid");
    expect(row?.paidAt).toBeInstanceOf(Date);
    // Once paid, the admin may mark it completed (the order is finished).
    expect((await patch(id, "completed")).json()).toEqual({
      id,
      previousStatus: "paid",
      status: "completed",
    });
  });

  it("lets the admin cancel an unpaid order without the provider", async () => {
    const id = await insertTestOrder(t.ctx.db, { status: "pending" });
    setPayments({
      retrieveIntent: async () => {
        throw new Error("must not be asked");
      },
    });
    expect((await patch(id, "cancelled")).statusCode).toBe(200);
  });

  it("validates the body and answers 404 for a missing order", async () => {
    expect((await patch(999_999, "processing")).statusCode).toBe(404);
    const bad = await patch(1, "failed");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status must be one of/);
    expect((await patch("P12", "paid")).statusCode).toBe(400);
  });

  it("changes Africa R3D statuses only on Africa R3D orders", async () => {
    const africa = await insertTestOrder(t.ctx.db, { orderType: "africa_r3d", status: "completed" });
    const other = await insertTestOrder(t.ctx.db, { status: "completed" });
    const put = (id: number, status: string) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/africa-r3d/orders/${id}/status`,
        headers: auth,
        payload: { status },
      });
    expect((await put(africa, "shipped")).statusCode).toBe(200);
    expect((await put(africa, "delivered")).statusCode).toBe(200);
    expect((await put(other, "shipped")).statusCode).toBe(404);
    expect((await put(africa, "completed")).statusCode).toBe(400);
    expect((await history(africa)).map((h: { toStatus: string }) => h.toStatus)).toEqual([
      "shipped",
      "delivered",
    ]);
  });
});
