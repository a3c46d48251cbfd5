import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, orders } from "#server/db/schema/index.ts";
import { verifyPrescriptionToken } from "#server/modules/orders/index.ts";
import { buyPrescriptionPro, sendPrescription, tokenFor } from "#server/modules/prescriptions/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { REMINDER_WINDOW_DAYS, remindPrescriptions } from "./prescription-reminders.ts";

const DAY = 86_400_000;
let buyers = 0;
const buyerEmail = () => `remind-${++buyers}-${Date.now()}@example.com`;

describe.each(dbKinds())("prescription reminders on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PRESCRIPTION_REMINDER_DAYS: "3" });
  });
  afterAll(() => t.close());

  const remindersTo = (email: string) =>
    t.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .then((rows) => rows.filter((r) => r.kind === "prescription_reminder"));
  const orderRow = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
  /** The clock `days` after the order was paid. */
  const clockAfterPayment = async (orderId: number, days: number) => {
    const paidAt = (await orderRow(orderId))?.paidAt;
    if (!paidAt) throw new Error(`order ${orderId} is not paid`);
    return new Date(paidAt.getTime() + days * DAY);
  };

  it("reminds once, PRESCRIPTION_REMINDER_DAYS after payment, with the form's signed link", async () => {
    const email = buyerEmail();
    const order = await buyPrescriptionPro(t.app, t.ctx, email, "Rita Reminder");

    await remindPrescriptions(t.ctx, await clockAfterPayment(order.orderId, 2.9));
    expect(await remindersTo(email)).toEqual([]);

    // Two instances at the same moment: one reminder between them.
    const now = await clockAfterPayment(order.orderId, 3.1);
    await Promise.all([remindPrescriptions(t.ctx, now), remindPrescriptions(t.ctx, now)]);
    const [mail, ...more] = await remindersTo(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ dedupeKey: `prescription-reminder:${order.orderId}` });
    const shop = t.ctx.config.SHOP_COMPANY_NAME;
    expect(mail?.subject).toBe(`Please send your prescription for order ${order.orderNumber} - ${shop}`);
    expect(mail?.text).toContain("Hello Rita Reminder,");
    const link = /\/prescription-form\?order=(p1\.[\w.-]+)/.exec(mail?.text ?? "");
    expect(verifyPrescriptionToken(t.ctx.config, link?.[1] ?? "")).toBe(order.orderId);
    expect((await orderRow(order.orderId))?.prescriptionReminderSentAt?.getTime()).toBe(now.getTime());

    await remindPrescriptions(t.ctx, await clockAfterPayment(order.orderId, 4));
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it("sends none once the prescription arrived, for a cancelled order, or long after the window", async () => {
    const received = await buyPrescriptionPro(t.app, t.ctx, buyerEmail());
    await sendPrescription(t.app, {}, { token: tokenFor(t.ctx, received.orderId) });
    const cancelled = await buyPrescriptionPro(t.app, t.ctx, buyerEmail());
    await t.ctx.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.orderId));
    const old = await buyPrescriptionPro(t.app, t.ctx, buyerEmail());
    // Paid before reminders started: past its reminder day by more than the window.
    const longAgo = new Date(Date.now() - (3 + REMINDER_WINDOW_DAYS + 1) * DAY);
    await t.ctx.db.update(orders).set({ paidAt: longAgo }).where(eq(orders.id, old.orderId));

    for (const id of [received.orderId, cancelled.orderId]) {
      await remindPrescriptions(t.ctx, await clockAfterPayment(id, 3.5));
    }
    await remindPrescriptions(t.ctx, new Date());
    for (const id of [received.orderId, cancelled.orderId, old.orderId]) {
      expect((await orderRow(id))?.prescriptionReminderSentAt).toBeNull();
    }
    const sent = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, "prescription-reminder:%"));
    const keys = sent.map((m) => m.dedupeKey);
    for (const id of [received.orderId, cancelled.orderId, old.orderId]) {
      expect(keys).not.toContain(`prescription-reminder:${id}`);
    }
  });

  it("sends none while a prescription from the buyer's email waits for staff to confirm the match", async () => {
    const email = buyerEmail();
    await sendPrescription(t.app, { email });
    const order = await buyPrescriptionPro(t.app, t.ctx, email);
    await remindPrescriptions(t.ctx, await clockAfterPayment(order.orderId, 3.5));
    expect(await remindersTo(email)).toEqual([]);
    expect((await orderRow(order.orderId))?.prescriptionReminderSentAt).toBeNull();
  });
});
