import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonedCarts, orderItems, orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import {
  AFRICA,
  buy,
  CARDS,
  CUSTOMER,
  checkout,
  completeOrder,
  confirm,
  type HeldPayment,
  PRIMARY,
  secretOf,
} from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

describe.each(dbKinds())("storefront order calls on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const orderOf = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  const updateStatus = (c: HeldPayment, status: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/orders/update-status",
      headers: secretOf(c),
      payload: { stripePaymentIntentId: c.paymentIntentId, status },
    });

  it("update-status completed is refused until the provider says the payment succeeded", async () => {
    const c = await checkout(t.app);
    const early = await updateStatus(c, "completed");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("The payment has not succeeded (status: requires_payment_method)");
    expect((await orderOf(c.orderId))?.status).toBe("pending");
    await confirm(t.app, c);
    const ok = await updateStatus(c, "completed");
    expect(ok.json()).toEqual({ id: c.orderId, status: "paid" });
  });

  it("update-status failed is refused for a paid order, and the order is paid instead", async () => {
    const c = await checkout(t.app);
    await confirm(t.app, c);
    const res = await updateStatus(c, "failed");
    expect(res.statusCode).toBe(409);
    expect((await orderOf(c.orderId))?.status).toBe("paid");
  });

  it("update-status refuses other statuses and unknown payments", async () => {
    const c = await checkout(t.app);
    expect((await updateStatus(c, "shipped")).statusCode).toBe(400);
    expect((await updateStatus(c, "paid")).statusCode).toBe(400);
    const unknown = {
      paymentIntentId: "pi_unknown00000000000",
      clientSecret: "pi_unknown00000000000_secret_x",
    };
    expect((await updateStatus(unknown, "completed")).statusCode).toBe(404);
    expect((await updateStatus({ ...c, paymentIntentId: "not-an-id" }, "completed")).statusCode).toBe(400);
  });

  it("POST /api/orders fills customer details only when the order has none", async () => {
    const bare = await checkout(t.app, { customer: undefined });
    await confirm(t.app, bare);
    const res = await completeOrder(t.app, bare, {
      ...CUSTOMER,
      email: "Late@Example.com",
      total: "0.01",
      items: [{ productPrice: "0.01" }],
    });
    expect(res.json()).toEqual({ id: bare.orderId, total: "110.00" });
    const order = await orderOf(bare.orderId);
    expect(order?.customerEmail).toBe("late@example.com");
    expect(order?.confirmationEmailSentAt).toBeInstanceOf(Date);

    const full = await checkout(t.app);
    await confirm(t.app, full);
    await completeOrder(t.app, full, { email: "someone-else@example.com", name: "Mallory" });
    expect((await orderOf(full.orderId))?.customerEmail).toBe(CUSTOMER.email);
  });

  it("completion marks the shopper's abandoned cart recovered", async () => {
    const email = "cart-owner@example.com";
    await t.app.inject({
      method: "POST",
      url: "/api/abandoned-carts",
      payload: {
        email: "Cart-Owner@Example.com",
        cartData: { items: [] },
        totalAmount: 55,
        recovered: false,
        recoveryEmailSent: false,
      },
    });
    await buy(t.app, { customer: { ...CUSTOMER, email } });
    const [cart] = await t.ctx.db.select().from(abandonedCarts).where(eq(abandonedCarts.email, email));
    expect(cart?.recovered).toBe(true);
  });

  it("order items: ids only, 404 for unknown orders, 400 for ids like P12", async () => {
    const headers = { "x-client-secret": "pi_unknown0000000_secret_x" };
    const get = (url: string) => t.app.inject({ method: "GET", url, headers });
    expect((await get("/api/orders/999999/items")).statusCode).toBe(404);
    expect((await get("/api/orders/P12/items")).statusCode).toBe(400);
    expect((await get("/api/orders/by-payment-intent/pi_unknown0000000")).statusCode).toBe(404);
  });

  it("Africa R3D: the one checkout order holds the Africa line and is completed by its calls", async () => {
    const c = await checkout(t.app, { items: [AFRICA] });
    expect(c.amounts.total).toBe("140.00");
    const byPi = `/api/africa-r3d/orders/by-payment-intent/${c.paymentIntentId}`;
    const headers = secretOf(c);
    expect((await t.app.inject({ method: "GET", url: byPi, headers })).json()).toEqual({ id: c.orderId });
    const early = await t.app.inject({
      method: "POST",
      url: "/api/africa-r3d/orders",
      headers,
      payload: { stripePaymentIntentId: c.paymentIntentId, design: "x", total: 1 },
    });
    expect(early.statusCode).toBe(409);
    await confirm(t.app, c);
    const done = await t.app.inject({
      method: "POST",
      url: "/api/africa-r3d/orders",
      headers,
      payload: { stripePaymentIntentId: c.paymentIntentId, status: "completed" },
    });
    expect(done.json()).toEqual({ id: c.orderId, total: "140.00" });
    // The standard call on the same payment finds the same order: no second order, no second set of items.
    expect((await completeOrder(t.app, c)).json()).toEqual({
      id: c.orderId,
      total: "140.00",
    });
    const items = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, c.orderId));
    expect(items).toHaveLength(1);
    expect(items[0]?.details).toMatchObject({
      africaR3D: { frameName: "Hizashi", prescriptionOption: "upload-later" },
    });

    const plain = await checkout(t.app, { items: [PRIMARY] });
    const notAfrica = await t.app.inject({
      method: "GET",
      url: `/api/africa-r3d/orders/by-payment-intent/${plain.paymentIntentId}`,
      headers: secretOf(plain),
    });
    expect(notAfrica.statusCode).toBe(404);
  });

  it("Africa R3D update-status: completed needs the provider, admin statuses need an admin token", async () => {
    const c = await checkout(t.app, { items: [AFRICA] });
    const url = `/api/africa-r3d/orders/${c.orderId}/update-status`;
    const headers = secretOf(c);
    expect(
      (await t.app.inject({ method: "POST", url, headers, payload: { status: "completed" } })).statusCode,
    ).toBe(409);
    for (const status of ["pending", "processing", "shipped", "delivered", "cancelled"]) {
      // The client secret is no admin token.
      const res = await t.app.inject({ method: "POST", url, headers, payload: { status } });
      expect(res.statusCode).toBe(401);
    }
    const forged = await t.app.inject({
      method: "POST",
      url,
      payload: { status: "shipped" },
      headers: { authorization: "Bearer not-a-real-token-0000000000" },
    });
    expect(forged.statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url, payload: { status: "refunded" } })).statusCode).toBe(
      400,
    );
    await confirm(t.app, c, CARDS.declined);
    const failed = await t.app.inject({ method: "POST", url, headers, payload: { status: "failed" } });
    expect(failed.json()).toEqual({ id: c.orderId, status: "failed" });
    const history = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, c.orderId));
    expect(history.map((h) => h.toStatus)).toEqual(["pending", "failed"]);

    // Without prescription lenses: a prescription order is dispatched only after its checks.
    const plain = {
      ...AFRICA,
      africaR3DDetails: { ...AFRICA.africaR3DDetails, prescriptionOption: "no-prescription" },
    };
    const paid = await buy(t.app, { items: [plain] });
    const adminUrl = `/api/africa-r3d/orders/${paid.order.id}/update-status`;
    const admin = bearer(await adminToken(t.ctx));
    const shipped = await t.app.inject({
      method: "POST",
      url: adminUrl,
      payload: { status: "shipped" },
      headers: admin,
    });
    expect(shipped.json()).toEqual({ id: paid.order.id, status: "shipped" });
    const back = await t.app.inject({
      method: "POST",
      url: adminUrl,
      payload: { status: "pending" },
      headers: admin,
    });
    expect(back.statusCode).toBe(409);
    const trail = await t.ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, paid.order.id));
    expect(trail.at(-1)).toMatchObject({
      fromStatus: "paid",
      toStatus: "shipped",
      changedBy: "admin:admin",
    });
  });
});
