import { readdirSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, prescriptions } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { PNG_1PX, VALID_FIELDS } from "./test-files.ts";
import {
  buyerEmail,
  buyPrescriptionPro,
  nextAddress,
  orderRow,
  sendPrescription,
  tokenFor,
} from "./test-links.ts";

const OWNER = "owner@shop.example";
const PNG = { bytes: PNG_1PX, name: "rx.png", type: "image/png" };
/** What the shopper typed that is health data: none of it may travel by email. */
const TYPED = { pupillaryDistance: "58.5", notes: "Zanzibar scratch note" };
const VALUES = [
  "-2.25",
  "-0.50",
  "+1.00",
  "58.5",
  TYPED.notes,
  VALID_FIELDS.notes,
  "Sphere",
  "Cylinder",
  "Pupillary",
];

describe.each(dbKinds())("a prescription received, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SHOP_NOTIFY_EMAIL: OWNER });
  });
  afterAll(() => t.close());

  const mailOf = async (kindOf: string, to: string) =>
    t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, kindOf), eq(emailOutbox.to, to)));
  const linkOrder = (token: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/prescription-link?order=${encodeURIComponent(token)}`,
      remoteAddress: nextAddress(),
    });
  const expectNoValues = (part: string | null | undefined) => {
    for (const value of VALUES) expect(part ?? "").not.toContain(value);
  };

  it("emails the buyer (HTML and text) that it arrived, for which order and what comes next, without its values", async () => {
    const email = buyerEmail();
    const order = await buyPrescriptionPro(t.app, t.ctx, email, "Rhea Received");
    const res = await sendPrescription(
      t.app,
      { ...TYPED, email: "typed-elsewhere@example.com" },
      { token: tokenFor(t.ctx, order.orderId) },
    );
    expect(res.statusCode, res.body).toBe(201);

    const [mail, ...more] = await mailOf("prescription_received", email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      `We have your prescription for order ${order.orderNumber} - ${t.ctx.config.SHOP_COMPANY_NAME}`,
    );
    for (const part of [mail?.html, mail?.text]) {
      expect(part).toContain("Hello Rhea Received");
      expect(part).toContain(`for order ${order.orderNumber}`);
      expect(part).toContain("What happens next");
      expect(part).toContain("View your order");
      expectNoValues(part);
    }
    expect(mail?.html).toMatch(/^<!DOCTYPE html/);
    expect(mail?.text).toMatch(/Order number: NDR-\d+/);
    // The order's address gets it, not whatever was typed in the form.
    expect(await mailOf("prescription_received", "typed-elsewhere@example.com")).toEqual([]);

    const [alert] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, "notify_prescription"),
          eq(emailOutbox.dedupeKey, `notify:prescription:${res.json().id}`),
        ),
      );
    expect(alert?.to).toBe(OWNER);
    expect(alert?.subject).toContain(`for order ${order.orderNumber}`);
    expectNoValues(alert?.html);
    expectNoValues(alert?.text);
  });

  it("emails one sent without an order's link to the address in the form, naming no order", async () => {
    const email = buyerEmail();
    const res = await sendPrescription(t.app, { ...TYPED, email });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailOf("prescription_received", email);
    expect(mail?.subject).toBe(`We have your prescription - ${t.ctx.config.SHOP_COMPANY_NAME}`);
    expect(mail?.text).not.toContain("Order number");
    expectNoValues(mail?.text);
    expectNoValues(mail?.html);
  });

  it("shows the link as received afterwards, and refuses a second one for the order with a 409", async () => {
    const email = buyerEmail();
    const order = await buyPrescriptionPro(t.app, t.ctx, email);
    const token = tokenFor(t.ctx, order.orderId);
    expect((await linkOrder(token)).json().receivedAt).toBeNull();

    const first = await sendPrescription(t.app, {}, { token });
    expect(first.statusCode).toBe(201);
    const [stored] = await t.ctx.db.select().from(prescriptions).where(eq(prescriptions.id, first.json().id));

    const reopened = await linkOrder(token);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      orderNumber: order.orderNumber,
      receivedAt: stored?.createdAt.toISOString(),
    });
    expect(Object.keys(reopened.json()).sort()).toEqual(["email", "name", "orderNumber", "receivedAt"]);

    const count = (await t.ctx.db.select().from(prescriptions)).length;
    const files = readdirSync(join(t.dataDir, "uploads"), { recursive: true }).length;
    const again = await sendPrescription(t.app, { odDistanceSphere: "-3.00" }, { token, file: PNG });
    expect(again.statusCode).toBe(409);
    expect(again.headers["content-type"]).toMatch(/application\/json/);
    expect(again.json().message).toMatch(
      new RegExp(
        `^We already have the prescription for order ${order.orderNumber} \\(received \\d{1,2} \\w+ \\d{4}\\)\\. To change it, please contact us`,
      ),
    );
    expect((await t.ctx.db.select().from(prescriptions)).length).toBe(count);
    expect(readdirSync(join(t.dataDir, "uploads"), { recursive: true }).length).toBe(files);
    expect((await orderRow(t.ctx, order.orderId))?.prescriptionId).toBe(first.json().id);
    expect(await mailOf("prescription_received", email)).toHaveLength(1);
  });

  it("of two sent at once keeps one and refuses the other", async () => {
    const order = await buyPrescriptionPro(t.app, t.ctx, buyerEmail());
    const token = tokenFor(t.ctx, order.orderId);
    const answers = await Promise.all([
      sendPrescription(t.app, {}, { token }),
      sendPrescription(t.app, {}, { token }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const linked = await t.ctx.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.orderId, order.orderId));
    expect(linked).toHaveLength(1);
  });
});
