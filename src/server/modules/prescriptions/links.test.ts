import { readdirSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, orderItems, orders, prescriptions } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { PRIMARY, SOCKS, secretOf } from "#server/modules/checkout/testing.ts";
import { orderToken } from "#server/modules/orders/index.ts";
import { PRESCRIPTION_LINK_TTL_SECONDS } from "#server/modules/orders/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { PNG_1PX } from "./test-files.ts";
import {
  adminOrderDetail,
  buyBasket,
  buyerEmail,
  buyPrescriptionPro,
  listedPrescription,
  nextAddress,
  orderRow as orderRowOf,
  type PaidOrder,
  sendPrescription,
  tokenFor,
} from "./test-links.ts";

const RX_GLASSES = { productId: 2, quantity: 1, colorId: 1, lensTypeId: 12 };
const PNG = { bytes: PNG_1PX, name: "rx.png", type: "image/png" };

describe.each(dbKinds())("prescriptions tied to orders on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const orderRow = (id: number) => orderRowOf(t.ctx, id);
  const prescriptionCount = async () => (await t.ctx.db.select().from(prescriptions)).length;
  const uploads = () => {
    try {
      return readdirSync(join(t.dataDir, "uploads"), { recursive: true }).length;
    } catch {
      return 0;
    }
  };
  const linkOrder = (token: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/prescription-link?order=${encodeURIComponent(token)}`,
      remoteAddress: nextAddress(),
    });
  const detail = (orderId: number) => adminOrderDetail(t.app, auth, orderId);
  const listed = (id: number) => listedPrescription(t.app, auth, id);

  describe("the confirmation", () => {
    it("gives the payer the form's signed link on the confirmation page and in the email", async () => {
      const email = buyerEmail();
      const order = await buyPrescriptionPro(t.app, t.ctx, email);
      const res = await t.app.inject({
        method: "GET",
        url: `/api/orders/by-payment-intent/${order.paymentIntentId}`,
        headers: secretOf(order),
      });
      const url: string = res.json().order.prescriptionFormUrl;
      expect(url).toMatch(
        new RegExp(`^/prescription-form\\?order=p1\\.${order.orderId}\\.\\d+\\.[\\w-]{43}$`),
      );
      const [mail] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(mail?.kind).toBe("order_confirmation");
      expect(mail?.html).toContain("Send your prescription");
      expect(mail?.html).toMatch(/href="http:\/\/localhost:\d+\/prescription-form\?order=p1\./);
      expect(mail?.text).toMatch(
        /Send your prescription http:\/\/localhost:\d+\/prescription-form\?order=p1\./,
      );
    });

    it("has no link for an order that needs no prescription", async () => {
      const email = buyerEmail();
      const order = await buyBasket(t.app, t.ctx, [PRIMARY], email);
      const res = await t.app.inject({
        method: "GET",
        url: `/api/orders/by-payment-intent/${order.paymentIntentId}`,
        headers: secretOf(order),
      });
      expect(res.json().order.prescriptionFormUrl).toBeNull();
      const [mail] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(mail?.html).not.toContain("Send your prescription");
    });
  });

  describe("the signed link", () => {
    let order: PaidOrder;
    beforeAll(async () => {
      order = await buyPrescriptionPro(t.app, t.ctx, "Link.Buyer@example.com", "Link Buyer");
    });

    it("opens the form with the order number and the buyer's name and email, nothing else", async () => {
      const res = await linkOrder(tokenFor(t.ctx, order.orderId));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        orderNumber: order.orderNumber,
        name: "Link Buyer",
        email: "link.buyer@example.com",
        receivedAt: null,
      });
    });

    it.each([
      [
        "a forged token",
        (id: number, tk: string) => tk.replace(`p1.${id}.`, `p1.${id + 1}.`),
        403,
        /not valid/,
      ],
      ["a bent token", (_: number, tk: string) => `${tk.slice(0, -2)}AA`, 403, /not valid/],
      [
        "the order page's token",
        (id: number) => orderToken(t.ctx.config, { id, paidAt: new Date(), createdAt: new Date() }),
        403,
        /not valid/,
      ],
      [
        "an expired token",
        (id: number) => tokenFor(t.ctx, id, Date.now() - (PRESCRIPTION_LINK_TTL_SECONDS + 60) * 1000),
        410,
        /expired/,
      ],
      ["a malformed token", () => "p1.x.y.z", 403, /not valid/],
    ])("refuses %s with a clear 4xx", async (_name, make, status, message) => {
      const res = await linkOrder(make(order.orderId, tokenFor(t.ctx, order.orderId)));
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
    });

    it.each([
      ["/api/prescription-link", 400],
      ["/api/prescription-link?order=", 400],
      [`/api/prescription-link?order=${"a".repeat(201)}`, 400],
      ["/api/prescription-link?order=%00", 403],
    ])("answers %s with a 4xx and a message", async (url, status) => {
      const res = await t.app.inject({ method: "GET", url, remoteAddress: nextAddress() });
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().message).toBe("string");
    });

    it("refuses an order that needs no prescription, an unpaid one and a cancelled one", async () => {
      const plain = await buyBasket(t.app, t.ctx, [PRIMARY], buyerEmail());
      const notNeeded = await linkOrder(tokenFor(t.ctx, plain.orderId));
      expect(notNeeded.statusCode).toBe(409);
      expect(notNeeded.json().message).toBe(`Order ${plain.orderNumber} needs no prescription.`);

      const [unpaid] = await t.ctx.db
        .insert(orders)
        .values({
          orderType: "prescription_pro",
          status: "pending",
          needsPrescription: true,
          customerEmail: "unpaid@example.com",
          subtotalPence: 100,
          totalPence: 100,
          paymentProvider: "sandbox",
          paymentIdempotencyKey: `k-${Date.now()}`,
        })
        .returning({ id: orders.id });
      expect((await linkOrder(tokenFor(t.ctx, unpaid?.id as number))).statusCode).toBe(404);

      const cancelled = await buyPrescriptionPro(t.app, t.ctx, buyerEmail());
      await t.ctx.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.orderId));
      const before = await prescriptionCount();
      const res = await sendPrescription(t.app, {}, { token: tokenFor(t.ctx, cancelled.orderId) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/was cancelled/);
      expect(await prescriptionCount()).toBe(before);
    });
  });

  describe("a prescription sent through the link", () => {
    it("is attached to its order and to each line that needs it", async () => {
      const email = buyerEmail();
      const order = await buyBasket(t.app, t.ctx, [PRIMARY, RX_GLASSES, SOCKS], email);
      const res = await sendPrescription(
        t.app,
        { email },
        { token: tokenFor(t.ctx, order.orderId), file: PNG },
      );
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();

      const [row] = await t.ctx.db.select().from(prescriptions).where(eq(prescriptions.id, id));
      expect(row).toMatchObject({ orderId: order.orderId, linkedBy: "link" });
      expect(row?.linkedAt).toBeInstanceOf(Date);
      expect((await orderRow(order.orderId))?.prescriptionId).toBe(id);
      const items = await t.ctx.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.orderId))
        .orderBy(orderItems.id);
      expect(items.map((i) => [i.productId, i.prescriptionId])).toEqual([
        [1, null],
        [2, id],
        [4, null],
      ]);

      const view = await detail(order.orderId);
      expect(view.needsPrescription).toBe(true);
      // Showing the values to an admin is written to the access log.
      const seen = await t.ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)));
      expect(seen.map((r) => [r.action, r.actorName])).toContainEqual([
        "prescription.view",
        expect.any(String),
      ]);
      expect(view.prescriptions.map((p: { id: number }) => p.id)).toEqual([id]);
      expect(view.prescriptions[0]).toMatchObject({
        linked_by: "link",
        od_distance_sphere: "-2.25",
        prescription_image_url: `/api/prescription-file/${id}`,
        orders: [{ id: order.orderId, orderNumber: order.orderNumber }],
      });
      const file = await t.app.inject({ method: "GET", url: `/api/prescription-file/${id}`, headers: auth });
      expect(file.statusCode).toBe(200);
      const bytes = await t.app.inject({ method: "GET", url: file.json().url, headers: auth });
      expect(bytes.statusCode).toBe(200);
      expect(bytes.headers["content-type"]).toBe("image/png");

      expect(await listed(id)).toMatchObject({
        orders: [{ id: order.orderId, orderNumber: order.orderNumber }],
        suggested_orders: [],
      });
    });

    it.each([
      ["a forged token", (id: number) => tokenFor(t.ctx, id).replace(`p1.${id}.`, `p1.${id - 1}.`), 403],
      ["an expired token", (id: number) => tokenFor(t.ctx, id, Date.now() - 91 * 86_400_000), 410],
      [
        "an order-page token",
        (id: number) => orderToken(t.ctx.config, { id, paidAt: new Date(), createdAt: new Date() }),
        403,
      ],
      ["garbage", () => "not-a-token", 403],
    ])("with %s stores nothing, not even the file", async (_name, make, status) => {
      const order = await buyPrescriptionPro(t.app, t.ctx, buyerEmail());
      const rows = await prescriptionCount();
      const files = uploads();
      const res = await sendPrescription(t.app, {}, { token: make(order.orderId), file: PNG });
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().message).toBe("string");
      expect(await prescriptionCount()).toBe(rows);
      expect(uploads()).toBe(files);
      expect((await orderRow(order.orderId))?.prescriptionId).toBeNull();
    });

    it("without a token (an empty field too) is stored unlinked", async () => {
      const res = await sendPrescription(t.app, { email: buyerEmail() }, { token: "" });
      expect(res.statusCode).toBe(201);
      const [row] = await t.ctx.db.select().from(prescriptions).where(eq(prescriptions.id, res.json().id));
      expect(row).toMatchObject({ orderId: null, linkedBy: null, linkedAt: null });
    });
  });

  describe("the shopper's order page", () => {
    it("says whether the prescription has arrived and offers the link until it has", async () => {
      const order = await buyPrescriptionPro(t.app, t.ctx, buyerEmail());
      const page = async () =>
        (
          await t.app.inject({
            method: "GET",
            url: `/api/order-lookup?t=${orderToken(t.ctx.config, { id: order.orderId, paidAt: new Date(), createdAt: new Date() })}`,
          })
        ).json().prescription;
      const before = await page();
      expect(before.received).toBe(false);
      expect(before.formUrl).toMatch(/^\/prescription-form\?order=p1\./);
      const token = new URL(before.formUrl, "http://x").searchParams.get("order") as string;
      expect((await sendPrescription(t.app, {}, { token })).statusCode).toBe(201);
      expect(await page()).toEqual({ received: true, formUrl: null });
    });
  });
});
