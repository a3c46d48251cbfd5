import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { emailOutbox, orderRefunds, orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { buy } from "#server/modules/checkout/testing.ts";
import type { RefundInput, SandboxPayments } from "#server/providers/payments/index.ts";
import { createTestApp } from "#server/test/test-app.ts";
import type { DbKind } from "#server/test/test-db.ts";

/** For the refund tests: an app on the sandbox, and the calls and reads they share. */

export const newKey = () => randomUUID().replaceAll("-", "");

export async function refundTestApp(kind: DbKind) {
  const t = await createTestApp(kind);
  const auth = bearer(await adminToken(t.ctx));
  const sandbox = t.ctx.payments as SandboxPayments;

  /** A paid order through checkout and the sandbox: 2 x Primary+, £110.00 charged. */
  const paidOrder = async (body: Record<string, unknown> = {}) => (await buy(t.app, body)).order.id;
  const orderRow = async (id: number) => {
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`no order ${id}`);
    return row;
  };
  const refundRows = (id: number) =>
    t.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(orderRefunds.id);
  const providerRefunds = async (id: number) =>
    sandbox.listRefunds((await orderRow(id)).paymentIntentId ?? "");
  /** The order's emails of one kind, found by its number. */
  const emails = async (id: number, kind: "order_refunded" | "order_cancelled") => {
    const number = (await orderRow(id)).orderNumber as string;
    const rows = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
    return rows.filter((r) => r.subject.includes(number));
  };
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, headers: auth, payload: { idempotencyKey: newKey(), ...payload } });
  const refund = (id: number, payload: Record<string, unknown>) =>
    post(`/api/admin/orders/${id}/refunds`, { reason: "Lens scratched", ...payload });
  const cancel = (id: number, payload: Record<string, unknown> = {}) =>
    post(`/api/admin/orders/${id}/cancel`, { reason: "Customer changed their mind", ...payload });
  /** A signed provider event whose object is a charge of the payment, as charge.refunded sends. */
  const webhook = (type: string, paymentIntentId: string) => {
    const payload = JSON.stringify({
      id: `evt_${newKey()}`,
      object: "event",
      type,
      data: { object: { id: `ch_${newKey()}`, object: "charge", payment_intent: paymentIntentId } },
    });
    return t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": sandbox.signWebhook(payload) },
      payload,
    });
  };
  /** Replaces the sandbox's refund call while `run` runs. */
  const withProviderRefund = async <T>(
    refundCall: (
      real: (input: RefundInput) => ReturnType<SandboxPayments["refund"]>,
      input: RefundInput,
    ) => unknown,
    run: () => Promise<T>,
  ) => {
    const real = sandbox.refund.bind(sandbox);
    Object.assign(sandbox, { refund: (input: RefundInput) => refundCall(real, input) });
    try {
      return await run();
    } finally {
      Reflect.deleteProperty(sandbox, "refund");
    }
  };

  return {
    t,
    sandbox,
    paidOrder,
    orderRow,
    refundRows,
    providerRefunds,
    emails,
    refund,
    cancel,
    webhook,
    withProviderRefund,
    close: () => t.close(),
  };
}

export type RefundTestApp = Awaited<ReturnType<typeof refundTestApp>>;
