import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { insertTestOrder } from "#server/modules/admin-orders/testing.ts";
import { buy, type HeldPayment, secretOf } from "#server/modules/checkout/testing.ts";
import { orderToken } from "#server/modules/orders/index.ts";
import { ORDER_LINK_TTL_SECONDS } from "#server/modules/orders/testing.ts";
import { pdfText } from "#server/test/pdf-text.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { ORDER_LOOKUP_MISS, OrderPage } from "#shared/schemas/order-lookup.ts";
import { Receipt } from "#shared/schemas/receipt.ts";

const SECRET = "an-order-link-secret-long-enough-to-use";

describe.each(dbKinds())("receipts, the order page and invoices on %s", (kind) => {
  let t: TestApp;
  let held: HeldPayment;
  let orderId: number;
  let number: string;
  let placed: { id: number; paidAt: Date | null; createdAt: Date };

  const lookup = (payload: Record<string, unknown>, remoteAddress = "198.51.100.1") =>
    t.app.inject({ method: "POST", url: "/api/order-lookup", payload, remoteAddress });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind, { ORDER_LINK_SECRET: SECRET });
    const bought = await buy(t.app);
    held = bought.checkout;
    orderId = bought.order.id;
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    number = row?.orderNumber as string;
    placed = row as typeof placed;
  });
  afterAll(() => t?.close());

  it("gives the confirmation page the receipt for the payment's client secret, never for the id alone", async () => {
    const url = `/api/orders/by-payment-intent/${held.paymentIntentId}/receipt`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { "x-client-secret": `${held.clientSecret}x` })).statusCode).toBe(403);
    const res = await get(url, secretOf(held));
    expect(res.statusCode, res.body).toBe(200);
    const receipt = Receipt.parse(res.json());
    expect(receipt).toMatchObject({
      orderNumber: number,
      subtotal: "110.00",
      discount: "0.00",
      shipping: "0.00",
      total: "110.00",
      charged: "110.00",
      vatRatePercent: 20,
      // A sixth of 11000p is 1833.33p: rounded down.
      vatIncluded: "18.33",
      net: "91.67",
      deliveryAddress: { name: "Ada L.", address: "1* A********* R**", city: "London", postcode: "SW1A ***" },
      seller: { name: t.ctx.config.SHOP_COMPANY_NAME, vatNumber: t.ctx.config.SHOP_COMPANY_VAT_NUMBER },
    });
    expect(receipt.lines).toEqual([
      expect.objectContaining({ name: expect.any(String), quantity: 2, unitPrice: "55.00", total: "110.00" }),
    ]);
    expect(receipt.lines[0]?.description).toBe("Ronhill Black, Brennweite Grey");
    expect(receipt.invoiceUrl).toMatch(/^\/api\/order-lookup\/invoice\.pdf\?t=v1\./);
  });

  it("shows the order for its number and email, whatever their case and spacing", async () => {
    const res = await lookup({ orderNumber: ` ${number.toLowerCase()} `, email: "ADA@Example.com " });
    expect(res.statusCode, res.body).toBe(200);
    const page = OrderPage.parse(res.json());
    expect(page.receipt.orderNumber).toBe(number);
    expect(page.status).toBe("paid");
    expect(page.timeline.map((e) => e.status)).toContain("paid");
    expect(page.tracking).toBeNull();
    expect(page.prescription).toBeNull();
    const digitsOnly = await lookup({ orderNumber: number.replace("NDR-", ""), email: "ada@example.com" });
    expect(digitsOnly.statusCode).toBe(200);
  });

  it("answers a wrong number and a wrong email with the same 404, naming neither", async () => {
    const wrongNumber = await lookup({ orderNumber: "NDR-999999", email: "ada@example.com" });
    const wrongEmail = await lookup({ orderNumber: number, email: "eve@example.com" });
    for (const res of [wrongNumber, wrongEmail]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ORDER_LOOKUP_MISS);
    }
    expect(wrongNumber.body.replace(/"requestId":"[^"]*"/, "")).toBe(
      wrongEmail.body.replace(/"requestId":"[^"]*"/, ""),
    );
    const blank = await lookup({ orderNumber: "", email: "" });
    expect(blank.statusCode).toBe(400);
  });

  it("opens the order from a signed link; a forged link is 403 and an expired one 410", async () => {
    const token = orderToken(t.ctx.config, placed);
    const res = await get(`/api/order-lookup?t=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(OrderPage.parse(res.json()).receipt.orderNumber).toBe(number);

    const other = orderToken({ ...t.ctx.config, ORDER_LINK_SECRET: "x".repeat(40) }, placed);
    const forged = await get(`/api/order-lookup?t=${other}`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/not valid/);
    const longAgo = new Date(Date.now() - (ORDER_LINK_TTL_SECONDS + 60) * 1000);
    const old = orderToken(t.ctx.config, { ...placed, paidAt: longAgo }, longAgo.getTime());
    const expired = await get(`/api/order-lookup?t=${old}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    expect((await get(`/api/order-lookup/invoice.pdf?t=${other}`)).statusCode).toBe(403);
    expect((await get("/api/order-lookup?t=")).statusCode).toBe(400);
  });

  it("gives the same link on every visit, by number and email or by the link, expiring 90 days after the order", async () => {
    const byEmail = OrderPage.parse((await lookup({ orderNumber: number, email: "ada@example.com" })).json());
    const paidAt = Math.floor((placed.paidAt as Date).getTime() / 1000);
    expect(byEmail.token.split(".")[2]).toBe(String(paidAt + ORDER_LINK_TTL_SECONDS));
    for (let visit = 0; visit < 3; visit++) {
      const page = OrderPage.parse((await get(`/api/order-lookup?t=${byEmail.token}`)).json());
      expect(page.token).toBe(byEmail.token);
      expect(page.receipt.invoiceUrl).toContain(byEmail.token);
    }
    // The same order, paid 91 days ago: its first link is dead, and a visit by number and email gives
    // the link of the 90-day step now running, which every later visit gives again.
    const setPaid = (at: Date) => t.ctx.db.update(orders).set({ paidAt: at }).where(eq(orders.id, orderId));
    const longAgo = new Date(Date.now() - 91 * 86_400_000);
    try {
      await setPaid(longAgo);
      const first = orderToken(t.ctx.config, { ...placed, paidAt: longAgo }, longAgo.getTime());
      expect((await get(`/api/order-lookup?t=${first}`)).statusCode).toBe(410);
      const again = OrderPage.parse((await lookup({ orderNumber: number, email: "ada@example.com" })).json());
      const secondEnd = Math.floor(longAgo.getTime() / 1000) + 2 * ORDER_LINK_TTL_SECONDS;
      expect(again.token.split(".")[2]).toBe(String(secondEnd));
      expect(OrderPage.parse((await get(`/api/order-lookup?t=${again.token}`)).json()).token).toBe(
        again.token,
      );
    } finally {
      await setPaid(placed.paidAt as Date);
    }
  });

  it("does not open an order that was never placed, even with a good signature", async () => {
    const unpaid = await insertTestOrder(t.ctx.db, { status: "pending" });
    const res = await get(
      `/api/order-lookup?t=${orderToken(t.ctx.config, { id: unpaid, paidAt: null, createdAt: new Date() })}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it("serves the shopper's PDF invoice with the order number and the VAT line as text", async () => {
    const page = OrderPage.parse((await lookup({ orderNumber: number, email: "ada@example.com" })).json());
    const res = await get(page.receipt.invoiceUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(res.rawPayload)).join("\n");
    expect(text).toContain(number);
    expect(text).toMatch(/VAT included \(20%\)\s+£18\.33/);
    expect(text).toContain(t.ctx.config.SHOP_COMPANY_VAT_NUMBER);
    expect(text).toContain("SW1A ***");
    expect(text).not.toContain("Analytical");
  });

  it("gives the admin the invoice with the address in full, and nobody else", async () => {
    const url = `/api/admin/orders/${orderId}/invoice.pdf`;
    expect((await get(url)).statusCode).toBe(401);
    const auth = bearer(await adminToken(t.ctx));
    const res = await get(url, auth);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).join("\n");
    expect(text).toContain("12 Analytical Row");
    expect(text).toContain(number);
    expect((await get("/api/admin/orders/99999999/invoice.pdf", auth)).statusCode).toBe(404);
  });

  it("paginates an invoice of 50 lines and prints unicode names as typed", async () => {
    const name = "Zoë Łukasiewicz-Ørsted Дмитрий";
    const lines = Array.from({ length: 50 }, (_, i) => ({
      productName: `Sports Socks ${i + 1} «${name}»`,
      quantity: 1,
      unitPricePence: 700,
      itemTotalPence: 700,
    }));
    const id = await insertTestOrder(
      t.ctx.db,
      { customerName: name, subtotalPence: 35_000, totalPence: 35_000 },
      lines,
    );
    const res = await get(`/api/admin/orders/${id}/invoice.pdf`, bearer(await adminToken(t.ctx)));
    expect(res.statusCode).toBe(200);
    const pages = await pdfText(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join("\n");
    for (const n of [1, 25, 50]) expect(all).toContain(`Sports Socks ${n} «`);
    expect(all).toContain(name);
    expect(pages[1]).toContain("Item");
    expect(pages.at(-1)).toMatch(/VAT included \(20%\)\s+£58\.33/);
    expect(pages.at(-1)).toContain(`page ${pages.length} of ${pages.length}`);
  });

  it("limits lookups from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await lookup({ orderNumber: "NDR-1", email: "x@example.com" }, "203.0.113.9")).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await lookup({ orderNumber: number, email: "ada@example.com" }, "203.0.113.10")).statusCode).toBe(
      200,
    );
  });
});
