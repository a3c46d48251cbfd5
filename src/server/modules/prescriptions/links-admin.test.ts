import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, prescriptions } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { PRIMARY } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import {
  adminOrderDetail,
  buyBasket,
  buyerEmail,
  buyPrescriptionPro,
  listedPrescription,
  orderRow as orderRowOf,
  sendPrescription,
  tokenFor,
} from "./test-links.ts";

/** Staff's side of tying prescriptions to orders: suggested matches and the awaiting filter. */
describe.each(dbKinds())("prescriptions and orders in the admin on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const orderRow = (id: number) => orderRowOf(t.ctx, id);
  const detail = (orderId: number) => adminOrderDetail(t.app, auth, orderId);
  const listed = (id: number) => listedPrescription(t.app, auth, id);
  const confirmLink = (prescriptionId: number | string, body: unknown, headers = auth) =>
    t.app.inject({
      method: "POST",
      url: `/api/prescriptions/${prescriptionId}/link`,
      payload: body as Record<string, unknown>,
      headers,
    });

  describe("suggested matches", () => {
    it("an earlier prescription from the buyer's email is suggested, linked only when staff confirm", async () => {
      const email = buyerEmail();
      const sent = await sendPrescription(t.app, { email: email.toUpperCase() });
      const id: number = sent.json().id;
      const order = await buyPrescriptionPro(t.app, t.ctx, email);
      const other = await buyPrescriptionPro(t.app, t.ctx, buyerEmail());

      // Shown, never linked by itself.
      expect((await orderRow(order.orderId))?.prescriptionId).toBeNull();
      expect(await listed(id)).toMatchObject({
        orders: [],
        linked_by: null,
        suggested_orders: [{ id: order.orderId, orderNumber: order.orderNumber }],
      });
      const before = await detail(order.orderId);
      expect(before.prescriptions).toEqual([]);
      expect(before.suggestedPrescriptions.map((p: { id: number }) => p.id)).toEqual([id]);

      // Another buyer's order is no match; nor is an order that needs none.
      expect((await confirmLink(id, { orderId: other.orderId })).statusCode).toBe(409);
      const plain = await buyBasket(t.app, t.ctx, [PRIMARY], email);
      const notNeeded = await confirmLink(id, { orderId: plain.orderId });
      expect(notNeeded.statusCode).toBe(409);
      expect(notNeeded.json().message).toMatch(/needs no prescription/);

      const res = await confirmLink(id, { orderId: order.orderId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        prescriptionId: id,
        orderId: order.orderId,
        orderNumber: order.orderNumber,
      });
      expect((await orderRow(order.orderId))?.prescriptionId).toBe(id);
      const [row] = await t.ctx.db.select().from(prescriptions).where(eq(prescriptions.id, id));
      expect(row).toMatchObject({ orderId: order.orderId, linkedBy: "admin" });
      expect(await listed(id)).toMatchObject({
        linked_by: "admin",
        orders: [{ id: order.orderId, orderNumber: order.orderNumber }],
        suggested_orders: [],
      });
      const after = await detail(order.orderId);
      expect(after.prescriptions.map((p: { id: number }) => p.id)).toEqual([id]);
      expect(after.suggestedPrescriptions).toEqual([]);

      const again = await confirmLink(id, { orderId: order.orderId });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(`This prescription is already linked to order ${order.orderNumber}.`);
    });

    it("confirming refuses bad input with a 4xx and needs an admin", async () => {
      const order = await buyPrescriptionPro(t.app, t.ctx, buyerEmail());
      const cases: [string | number, unknown, number][] = [
        [2_000_000_000, { orderId: order.orderId }, 404],
        ["abc", { orderId: order.orderId }, 400],
        [1, {}, 400],
        [1, { orderId: "1" }, 400],
        [1, { orderId: -1 }, 400],
        [1, { orderId: 2 ** 31 }, 400],
        [1, { orderId: 2_000_000_000 }, 404],
      ];
      for (const [id, body, status] of cases) {
        const res = await confirmLink(id, body);
        expect([id, body, res.statusCode]).toEqual([id, body, status]);
        expect(typeof res.json().message).toBe("string");
      }
      expect((await confirmLink(1, { orderId: order.orderId }, {})).statusCode).toBe(401);
    });
  });

  describe("the admin's awaiting-prescription filter", () => {
    it("lists paid orders that need a prescription and have none, Africa R3D included", async () => {
      const email = buyerEmail();
      const waiting = await buyPrescriptionPro(t.app, t.ctx, email);
      const received = await buyPrescriptionPro(t.app, t.ctx, email);
      await sendPrescription(t.app, { email }, { token: tokenFor(t.ctx, received.orderId) });
      const plain = await buyBasket(t.app, t.ctx, [PRIMARY], email);
      const cancelled = await buyPrescriptionPro(t.app, t.ctx, email);
      await t.ctx.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.orderId));

      const res = await t.app.inject({
        method: "GET",
        url: `/api/orders?prescription=awaiting&q=${encodeURIComponent(email)}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().orders.map((o: { id: number }) => o.id)).toEqual([waiting.orderId]);
      expect(plain.orderId).toBeGreaterThan(0);

      const bad = await t.app.inject({ method: "GET", url: "/api/orders?prescription=yes", headers: auth });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/prescription/);
    });
  });
});
