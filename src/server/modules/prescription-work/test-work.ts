import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { emailOutbox, orderStatusHistory, orders } from "#server/db/schema/index.ts";
import { adminToken } from "#server/modules/admin-auth/testing.ts";
import { buyPrescriptionPro, sendPrescription, tokenFor } from "#server/modules/prescriptions/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import type { DbKind } from "#server/test/test-db.ts";

/** A test app for the prescription work, signed in as the admin, with the steps its tests take. */
export function useWorkApp(kind: DbKind) {
  let t: TestApp;
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = { authorization: `Bearer ${await adminToken(t.ctx)}` };
  });
  afterAll(() => t?.close());

  const statusOf = async (id: number) =>
    (await t.ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
  const act = (id: number, action: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/prescription-work/${id}/${action}`,
      headers: auth,
      payload,
    });
  const emails = async (id: number, kind: string) => {
    const [row] = await t.ctx.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, id));
    const all = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
    return all.filter((e) => e.subject.includes(row?.n as string));
  };
  const ship = (orderId: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/shipping/royal-mail/create",
      headers: auth,
      payload: { orderId },
    });
  const history = async (id: number) =>
    (
      await t.ctx.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id))
        .orderBy(orderStatusHistory.id)
    ).map((h) => [h.fromStatus, h.toStatus, h.changedBy]);
  const paidOrder = async () =>
    (await buyPrescriptionPro(t.app, t.ctx, `stages-${Date.now()}-${Math.random()}@example.com`)).orderId;
  const withPrescription = async () => {
    const id = await paidOrder();
    const sent = await sendPrescription(t.app, {}, { token: tokenFor(t.ctx, id) });
    expect(sent.statusCode, sent.body).toBe(201);
    return id;
  };
  return {
    app: () => t,
    auth: () => auth,
    statusOf,
    act,
    emails,
    ship,
    history,
    paidOrder,
    withPrescription,
  };
}
