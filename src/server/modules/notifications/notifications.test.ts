import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders } from "#server/db/schema/index.ts";
import { buy, completeOrder } from "#server/modules/checkout/testing.ts";
import { prescriptionForm, VALID_FIELDS } from "#server/modules/prescriptions/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";

const OWNER = "owner@example.com";

describe.each(dbKinds())("owner alerts to SHOP_NOTIFY_EMAIL on %s", (kind) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { SHOP_NOTIFY_EMAIL: OWNER, PUBLIC_URL: "https://shop.example" });
  });
  afterAll(() => t.close());

  const alerts = () =>
    t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, OWNER)).orderBy(emailOutbox.id);
  /** The outbox folder's files once the mail worker has delivered what is queued. */
  const outboxFiles = async () => {
    await t.ctx.email.deliverDue({ limit: 100 });
    const dir = join(t.dataDir, "outbox");
    return readdirSync(dir).map((f) => readFileSync(join(dir, f), "utf8"));
  };

  it("a paid order sends one alert, in the outbox, and a repeated completion sends no second", async () => {
    const { checkout, order } = await buy(t.app);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    const mine = (await alerts()).filter((m) => m.kind === "notify_order_paid");
    expect(mine).toHaveLength(1);
    const alert = mine[0];
    expect(alert?.dedupeKey).toBe(`notify:paid:${order.id}`);
    expect(alert?.subject).toContain(row?.orderNumber as string);
    expect(alert?.text).toContain("£110.00");
    expect(alert?.text).toContain("https://shop.example/admin");
    // An HTML part in the shop's frame too, and the outbox file holds the whole message, both parts.
    expect(alert?.html).toContain(`Order ${row?.orderNumber} has been paid`);
    expect(alert?.html).toContain('href="https://shop.example/admin"');
    const files = (await outboxFiles()).filter((f) => f.includes(`To: ${OWNER}`));
    const file = files.filter((f) => f.includes(`Order ${row?.orderNumber} has been paid`));
    expect(file).toHaveLength(1);
    expect(file[0]).toContain("Content-Type: multipart/alternative");
    expect(file[0]).toContain("Content-Type: text/plain");
    expect(file[0]).toContain("Content-Type: text/html");

    const again = await completeOrder(t.app, checkout);
    expect(again.statusCode).toBe(200);
    expect((await alerts()).filter((m) => m.kind === "notify_order_paid")).toHaveLength(1);
  });

  it("a prescription sends who and where, never a health value", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/prescriptions",
      payload: prescriptionForm(VALID_FIELDS),
      remoteAddress: `10.8.0.${++ip}`,
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [alert] = (await alerts()).filter((m) => m.kind === "notify_prescription");
    expect(alert?.dedupeKey).toBe(`notify:prescription:${id}`);
    expect(alert?.text).toContain("Ada Lovelace");
    expect(alert?.text).toContain("https://shop.example/admin");
    for (const value of [
      "-2.25",
      "-0.50",
      "+1.00",
      VALID_FIELDS.phone,
      VALID_FIELDS.pupillaryDistance,
      VALID_FIELDS.notes,
    ]) {
      expect(`${alert?.subject}\n${alert?.text}`).not.toContain(value);
    }
  });

  it("a contact message sends the message, with a shopper's line breaks kept out of the subject", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: { name: "Bob", email: "bob@example.com", subject: "Sizes", message: "Do you do XL?" },
      remoteAddress: `10.8.1.${++ip}`,
    });
    expect(res.statusCode).toBe(201);
    const [alert] = (await alerts()).filter((m) => m.kind === "notify_contact");
    expect(alert?.subject).toBe("New message from Bob: Sizes");
    expect(alert?.text).toContain("bob@example.com");
    expect(alert?.text).toContain("Do you do XL?");
  });
});

describe.each(dbKinds())("without SHOP_NOTIFY_EMAIL on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("no alert is sent", async () => {
    const { order } = await buy(t.app);
    expect(order.id).toBeGreaterThan(0);
    const kinds = (await t.ctx.db.select().from(emailOutbox)).map((m) => m.kind);
    expect(kinds.filter((k) => k.startsWith("notify_"))).toEqual([]);
  });
});
