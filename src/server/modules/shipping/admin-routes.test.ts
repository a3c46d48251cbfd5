import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { isValidS10 } from "#server/providers/shipping/sandbox.ts";
import {
  type ClickAndDropFake,
  startClickAndDropFake,
} from "#server/providers/shipping/test-fake-clickanddrop.ts";
import { ShippingError } from "#server/providers/shipping/types.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

/** The sender address comes from the configured business details. */
const SENDER = { SHOP_COMPANY_NAME: "Test Optics Ltd", SHOP_COMPANY_ADDRESS: "2 Test Road, Leeds LS10 1AB" };

const BASE = "/api/shipping/royal-mail";

async function insertOrder(t: TestApp, values: Partial<typeof s.orders.$inferInsert> = {}): Promise<number> {
  const [row] = await t.ctx.db
    .insert(s.orders)
    .values({
      orderType: "primary",
      status: "completed",
      customerName: "Jo Runner",
      customerEmail: "jo@example.com",
      customerPhone: "07700900123",
      customerAddress: "12 High Street",
      customerCity: "Leeds",
      customerPostcode: "LS1 4AB",
      customerCountry: "GB",
      subtotalPence: 5500,
      totalPence: 5500,
      paymentProvider: "sandbox",
      paymentIdempotencyKey: randomUUID(),
      ...values,
    })
    .returning({ id: s.orders.id });
  return (row as { id: number }).id;
}

describe.each(dbKinds())("shipping routes on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, SENDER);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const post = (path: string, payload?: unknown, headers = auth) =>
    t.app.inject({ method: "POST", url: `${BASE}/${path}`, payload: payload as object, headers });
  const orderRow = async (id: number) =>
    (await t.ctx.db.select().from(s.orders).where(eq(s.orders.id, id)))[0];

  it("answers 401 on every shipping route without an admin token", async () => {
    const routes = t.adminRoutes.filter((r) => r.url.startsWith("/api/shipping"));
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as "GET" | "POST";
      const res = await t.app.inject({
        method,
        url: route.url.replace(":orderId", "1"),
        payload: method === "POST" ? { orderId: 1 } : undefined,
      });
      expect(res.statusCode, route.url).toBe(401);
    }
  });

  it("reports the settings with the sender address", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/shipping/settings", headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ carrier: "royal-mail", provider: "sandbox", mode: "sandbox" });
    expect(res.json().senderAddress).toBe("Test Optics Ltd, 2 Test Road, Leeds LS10 1AB");
  });

  it("creates a shipment, tracks it, emails the customer, cancels and resets it", async () => {
    const id = await insertOrder(t);
    const created = await post("create", { orderId: id });
    expect(created.statusCode).toBe(200);
    const { carrierOrderId, trackingNumber } = created.json();
    expect(carrierOrderId).toMatch(/^SBX-/);
    expect(isValidS10(trackingNumber)).toBe(true);
    expect(await orderRow(id)).toMatchObject({ carrierOrderId, trackingNumber, shippingStatus: "shipped" });

    const again = await post("create", { orderId: String(id) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already/);

    const tracking = await post("update-tracking", { orderId: id });
    expect(tracking.json()).toEqual({ trackingNumber });

    const emailed = await post("send-tracking-email", { orderId: id });
    expect(emailed.json()).toEqual({ trackingNumber });
    const [mail] = await t.ctx.email.list(1);
    expect(mail).toMatchObject({ kind: "tracking_number", to: "jo@example.com" });
    expect(mail?.text).toContain(
      `https://www.royalmail.com/track-your-item#/tracking-results/${trackingNumber}`,
    );

    const label = await t.app.inject({ method: "GET", url: `${BASE}/label/${id}`, headers: auth });
    expect(label.statusCode).toBe(200);
    expect(label.headers["content-type"]).toBe("application/pdf");
    expect(label.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    expect((await post("cancel", { orderId: id })).json()).toEqual({ ok: true, shippingStatus: "cancelled" });
    expect((await post("cancel", { orderId: id })).statusCode).toBe(409);
    expect((await post("update-tracking", { orderId: id })).statusCode).toBe(409);

    expect((await post("reset", { orderId: id })).json()).toEqual({ ok: true });
    expect(await orderRow(id)).toMatchObject({
      carrierOrderId: null,
      trackingNumber: null,
      shippingStatus: null,
    });
    expect((await post("send-tracking-email", { orderId: id })).statusCode).toBe(409);

    const notes = await t.ctx.db
      .select()
      .from(s.orderStatusHistory)
      .where(eq(s.orderStatusHistory.orderId, id));
    expect(notes.map((n) => n.note)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Shipment created/),
        "Shipment cancelled with the carrier",
      ]),
    );
    expect(notes.every((n) => n.changedBy === "admin" && n.fromStatus === "completed")).toBe(true);
  });

  it("refuses unpaid orders and unknown ones, and validates the body", async () => {
    const pending = await insertOrder(t, { status: "pending" });
    const res = await post("create", { orderId: pending });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/paid/);
    expect((await post("create", { orderId: 2_000_000_000 })).statusCode).toBe(404);
    for (const payload of [{}, { orderId: "abc" }, { orderId: -1 }, { orderId: 1.5 }, { orderId: true }]) {
      const bad = await post("create", payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
    }
    const notJson = await t.app.inject({
      method: "POST",
      url: `${BASE}/create`,
      headers: { ...auth, "content-type": "application/json" },
      payload: "{nope",
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("answers 502 and marks shipping_error when the carrier refuses", async () => {
    const id = await insertOrder(t, { customerPostcode: "" });
    const res = await post("create", { orderId: id });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/rejected the order.*Postcode is required/);
    expect((await orderRow(id))?.shippingStatus).toBe("shipping_error");

    const provider = t.ctx.shipping;
    t.ctx.shipping = {
      ...provider,
      createOrder: async () => {
        throw new ShippingError("auth", "The postal carrier rejected the API key");
      },
    };
    try {
      const fixed = await insertOrder(t);
      expect((await post("create", { orderId: fixed })).statusCode).toBe(502);
      expect((await orderRow(fixed))?.shippingStatus).toBe("api_setup_required");
    } finally {
      t.ctx.shipping = provider;
    }
  });

  it("resets every order's carrier information", async () => {
    const a = await insertOrder(t);
    const b = await insertOrder(t);
    await post("create", { orderId: a });
    await post("create", { orderId: b });
    const res = await post("reset-all");
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBeGreaterThanOrEqual(2);
    expect(await orderRow(a)).toMatchObject({ carrierOrderId: null, shippingStatus: null });
    expect((await post("reset-all")).json()).toEqual({ count: 0 });
  });
});

describe("shipping routes with Click & Drop configured (against its local fake)", () => {
  let fake: ClickAndDropFake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startClickAndDropFake();
    t = await createTestApp("pglite", {
      SHIPPING_PROVIDER: "clickanddrop",
      CLICK_AND_DROP_API_KEY: fake.apiKey,
      CLICK_AND_DROP_BASE_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("creates the carrier order through the API and reports live mode", async () => {
    const auth = bearer(await adminToken(t.ctx));
    const settings = await t.app.inject({ method: "GET", url: "/api/shipping/settings", headers: auth });
    expect(settings.json()).toMatchObject({ provider: "clickanddrop", mode: "live" });
    const id = await insertOrder(t);
    const res = await t.app.inject({
      method: "POST",
      url: `${BASE}/create`,
      payload: { orderId: id },
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().carrierOrderId).toMatch(/^\d+$/);
    expect(fake.arrivals[0]?.body).toMatchObject({
      items: [{ orderReference: `NDR-${id}`, currencyCode: "GBP" }],
    });
  });
});
