import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { CARDS, CUSTOMER, PRIMARY } from "#server/modules/checkout/testing.ts";
import { bearer, type Cluster, call } from "./cluster.ts";

/** The steps the scale-out tests take through either instance, and what they read back from the database. */
export type Checkout = { orderId: number; paymentIntentId: string; clientSecret: string };
type Db = Cluster["db"];

export async function startCheckout(
  base: string,
  extra: Record<string, unknown> = {},
): Promise<Checkout & { email: string }> {
  const email = `scale.${randomBytes(4).toString("hex")}@example.com`;
  const res = await call(base, "POST", "/api/create-payment-intent", {
    items: [PRIMARY],
    customer: { ...CUSTOMER, email },
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...(res.body as Checkout), email };
}

export async function pay(base: string, c: Checkout) {
  const res = await call(base, "POST", `/api/sandbox/payment-intents/${c.paymentIntentId}/confirm`, {
    clientSecret: c.clientSecret,
    cardNumber: CARDS.ok,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: "123",
  });
  expect(res.body.paymentIntent?.status).toBe("succeeded");
}

export const complete = (base: string, c: Checkout) =>
  call(
    base,
    "POST",
    "/api/orders",
    { stripePaymentIntentId: c.paymentIntentId, status: "completed" },
    { "x-client-secret": c.clientSecret },
  );

export const statusOf = async (db: Db, orderId: number) =>
  (await db.rows<{ status: string }>("select status from orders where id = $1", [orderId]))[0]?.status;

const countOf = async (db: Db, query: string, params: unknown[]) =>
  Number((await db.rows<{ n: string }>(query, params))[0]?.n);

export const confirmations = (db: Db, email: string) =>
  countOf(db, `select count(*) as n from email_outbox where "to" = $1 and kind = 'order_confirmation'`, [
    email,
  ]);

export const historyTo = (db: Db, orderId: number, status: string) =>
  countOf(db, "select count(*) as n from order_status_history where order_id = $1 and to_status = $2", [
    orderId,
    status,
  ]);

export async function metricsOf(base: string, token: string) {
  const res = await fetch(`${base}/metrics`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  return res.text();
}

export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
