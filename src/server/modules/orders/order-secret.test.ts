import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountReservations, orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import {
  AFRICA,
  addCode,
  CARDS,
  CUSTOMER,
  checkout,
  confirm,
  type HeldPayment,
  secretOf,
} from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

type Proof = "none" | "another order's" | "garbage" | "its own";

describe.each(dbKinds())("order-scoped storefront calls need the payment's client secret on %s", (kind) => {
  let t: TestApp;
  let stranger: HeldPayment;
  beforeAll(async () => {
    t = await createTestApp(kind);
    stranger = await checkout(t.app);
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  const intentStatus = async (pi: string) => (await t.ctx.payments.retrieveIntent(pi))?.status;
  const headersFor = (proof: Proof, c: HeldPayment): Record<string, string> =>
    proof === "none"
      ? {}
      : proof === "another order's"
        ? secretOf(stranger)
        : proof === "garbage"
          ? { "x-client-secret": `${c.paymentIntentId}_secret_guessed` }
          : secretOf(c);
  const WRONG: Proof[] = ["none", "another order's", "garbage"];
  const refusal = (proof: Proof) => (proof === "none" ? 401 : 403);

  it("Africa R3D update-status with a guessed id cannot fail or cancel another shopper's order", async () => {
    await addCode(t.ctx, { code: "AFRICAHOLD", maxUses: 5 });
    const c = await checkout(t.app, { items: [AFRICA], discountCode: "AFRICAHOLD" });
    const url = `/api/africa-r3d/orders/${c.orderId}/update-status`;
    for (const proof of WRONG) {
      for (const status of ["failed", "completed"]) {
        const res = await t.app.inject({
          method: "POST",
          url,
          headers: headersFor(proof, c),
          payload: { status },
        });
        expect(res.statusCode, `${status} with ${proof} secret`).toBe(refusal(proof));
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
    // Nothing moved: the order is pending, its discounted payment was not cancelled, its hold is held.
    expect((await orderOf(c.orderId))?.status).toBe("pending");
    expect(await intentStatus(c.paymentIntentId)).toBe("requires_payment_method");
    const [hold] = await t.ctx.db
      .select()
      .from(discountReservations)
      .where(eq(discountReservations.orderId, c.orderId));
    expect(hold?.status).toBe("held");

    // The shopper's own browser, holding the secret, still reports its declined payment.
    await confirm(t.app, c, CARDS.declined);
    const own = await t.app.inject({
      method: "POST",
      url,
      headers: secretOf(c),
      payload: { status: "failed" },
    });
    expect(own.json()).toEqual({ id: c.orderId, status: "failed" });
    expect(await intentStatus(c.paymentIntentId)).toBe("canceled");
  });

  it("POST /api/orders/update-status needs the secret; the right one completes a paid order", async () => {
    const c = await checkout(t.app);
    const post = (proof: Proof, status: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/orders/update-status",
        headers: headersFor(proof, c),
        payload: { stripePaymentIntentId: c.paymentIntentId, status },
      });
    for (const proof of WRONG) expect((await post(proof, "failed")).statusCode).toBe(refusal(proof));
    expect((await orderOf(c.orderId))?.status).toBe("pending");
    expect(await intentStatus(c.paymentIntentId)).toBe("requires_payment_method");
    await confirm(t.app, c);
    for (const proof of WRONG) expect((await post(proof, "completed")).statusCode).toBe(refusal(proof));
    expect((await orderOf(c.orderId))?.status).toBe("pending");
    expect((await post("its own", "completed")).json()).toEqual({ id: c.orderId, status: "paid" });
  });

  it("order items by sequential id: refused without the secret, given with it or to the admin", async () => {
    const c = await checkout(t.app);
    const url = `/api/orders/${c.orderId}/items`;
    for (const method of ["GET", "POST"] as const) {
      for (const proof of WRONG) {
        const res = await t.app.inject({ method, url, headers: headersFor(proof, c), payload: {} });
        expect(res.statusCode, `${method} with ${proof} secret`).toBe(refusal(proof));
        expect(res.body).not.toContain("Primary+");
      }
      const own = await t.app.inject({ method, url, headers: secretOf(c), payload: {} });
      expect(own.json()).toEqual([
        expect.objectContaining({ orderId: c.orderId, productId: 1, quantity: 2 }),
      ]);
    }
    const admin = await t.app.inject({ method: "GET", url, headers: bearer(await adminToken(t.ctx)) });
    expect(admin.json()).toHaveLength(1);
  });

  it("the order and payment lookups by payment intent need the secret", async () => {
    const c = await checkout(t.app, { items: [AFRICA] });
    for (const url of [
      `/api/orders/by-payment-intent/${c.paymentIntentId}`,
      `/api/africa-r3d/orders/by-payment-intent/${c.paymentIntentId}`,
      `/api/payment-intent/${c.paymentIntentId}`,
    ]) {
      for (const proof of WRONG) {
        const res = await t.app.inject({ method: "GET", url, headers: headersFor(proof, c) });
        expect(res.statusCode, `${url} with ${proof} secret`).toBe(refusal(proof));
        expect(res.body).not.toContain("140.00");
      }
      expect((await t.app.inject({ method: "GET", url, headers: secretOf(c) })).statusCode).toBe(200);
    }
  });

  it("PATCH /api/checkout/:pi/customer without the secret leaves the shipping details alone", async () => {
    const c = await checkout(t.app);
    const url = `/api/checkout/${c.paymentIntentId}/customer`;
    const thief = { ...CUSTOMER, email: "thief@example.com", address: "1 Drop Lane" };
    for (const proof of WRONG) {
      const res = await t.app.inject({ method: "PATCH", url, headers: headersFor(proof, c), payload: thief });
      expect(res.statusCode).toBe(refusal(proof));
    }
    expect(await orderOf(c.orderId)).toMatchObject({
      customerEmail: CUSTOMER.email,
      customerAddress: CUSTOMER.address,
    });
    const own = await t.app.inject({
      method: "PATCH",
      url,
      headers: secretOf(c),
      payload: { ...CUSTOMER, address: "14 Analytical Row" },
    });
    expect(own.statusCode).toBe(200);
    expect((await orderOf(c.orderId))?.customerAddress).toBe("14 Analytical Row");
  });

  it("completion calls with the payment intent alone neither complete nor fill in the customer", async () => {
    for (const url of ["/api/orders", "/api/africa-r3d/orders"]) {
      const c = await checkout(t.app, { items: [AFRICA], customer: undefined });
      await confirm(t.app, c);
      for (const proof of WRONG) {
        const res = await t.app.inject({
          method: "POST",
          url,
          headers: headersFor(proof, c),
          payload: { stripePaymentIntentId: c.paymentIntentId, ...CUSTOMER, email: "thief@example.com" },
        });
        expect(res.statusCode).toBe(refusal(proof));
      }
      expect(await orderOf(c.orderId)).toMatchObject({ status: "pending", customerEmail: "" });
      const own = await t.app.inject({
        method: "POST",
        url,
        headers: secretOf(c),
        payload: { stripePaymentIntentId: c.paymentIntentId, ...CUSTOMER },
      });
      expect(own.json()).toEqual({ id: c.orderId, total: "140.00" });
      // Its prescription is to be sent later, so the paid order waits for it.
      expect(await orderOf(c.orderId)).toMatchObject({
        status: "awaiting_prescription",
        customerEmail: CUSTOMER.email,
      });
    }
  });

  it("an order from before the secret's hash was kept is checked against the provider's copy", async () => {
    const c = await checkout(t.app);
    await t.ctx.db.update(orders).set({ clientSecretHash: null }).where(eq(orders.id, c.orderId));
    const url = `/api/orders/by-payment-intent/${c.paymentIntentId}`;
    expect((await t.app.inject({ method: "GET", url, headers: headersFor("garbage", c) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "GET", url, headers: secretOf(c) })).json().order.id).toBe(
      c.orderId,
    );
  });
});
