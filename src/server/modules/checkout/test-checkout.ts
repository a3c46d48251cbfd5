import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { discountCodes } from "#server/db/schema/index.ts";
import { SandboxPayments } from "#server/providers/payments/index.ts";
import { CUSTOMER_FIXTURE } from "#shared/catalogue-fixtures.ts";
import { ELIGIBILITY_WORDING_VERSION } from "#shared/prescription/eligibility.ts";
import type { CheckoutResponse } from "#shared/schemas/checkout.ts";

export const CARDS = {
  ok: "4242 4242 4242 4242",
  declined: "4000000000000002",
  insufficient: "4000000000009995",
  threeDS: "4000002760003184",
} as const;

export const CUSTOMER = CUSTOMER_FIXTURE;

/** 2 x Primary+ in Ronhill Black with the Grey lens: £110.00. */
export const PRIMARY = { productId: 1, quantity: 2, colorId: 1, lensTypeId: 1 };
export const SOCKS = { productId: 4, quantity: 3, sockSizeId: 2 };
export const AFRICA = {
  productId: 6,
  quantity: 1,
  africaR3DDetails: {
    frameId: 1,
    colorId: 2,
    visionTypeId: 1,
    lensTypeId: 2,
    prescriptionOption: "upload-later",
  },
};

/** A wearer a prescription may be supplied to: both eligibility questions answered "yes". */
export const ELIGIBLE = {
  version: ELIGIBILITY_WORDING_VERSION,
  aged16OrOver: true,
  notSightImpaired: true,
} as const;

let shoppers = 0;
/** Another shopper's address for each checkout: one address may hold only a few uses of a limited code. */
export function shopperAddress(): string {
  shoppers++;
  return `10.${(shoppers >> 16) & 255}.${(shoppers >> 8) & 255}.${shoppers & 255}`;
}

export async function createIntent(
  app: FastifyInstance,
  body: Record<string, unknown>,
  remoteAddress = shopperAddress(),
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    // Answered "yes" unless the test says otherwise: a basket with a prescription line needs the answers.
    payload: { eligibility: ELIGIBLE, ...body },
    remoteAddress,
  });
  return { res, body: res.json() as CheckoutResponse };
}

export async function checkout(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
  remoteAddress?: string,
) {
  const customer = { ...CUSTOMER, ...(typeof body.country === "string" ? { country: body.country } : {}) };
  const { res, body: out } = await createIntent(app, { items: [PRIMARY], customer, ...body }, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return out;
}

export function confirm(app: FastifyInstance, c: HeldPayment, card: string = CARDS.ok) {
  const year = new Date().getUTCFullYear() + 2;
  return app.inject({
    method: "POST",
    url: `/api/sandbox/payment-intents/${c.paymentIntentId}/confirm`,
    payload: { clientSecret: c.clientSecret, cardNumber: card, expMonth: 12, expYear: year, cvc: "123" },
  });
}

/** What the browser that started a payment holds, and so what its order calls show. */
export interface HeldPayment {
  paymentIntentId: string;
  clientSecret: string;
}

/** The header that proves the caller holds the payment's client secret. */
export const secretOf = (c: { clientSecret: string }) => ({ "x-client-secret": c.clientSecret });

export function completeOrder(app: FastifyInstance, c: HeldPayment, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/orders",
    headers: secretOf(c),
    payload: { stripePaymentIntentId: c.paymentIntentId, status: "completed", ...extra },
  });
}

/** Create, pay with 4242 and complete: one whole checkout. */
export async function buy(app: FastifyInstance, body: Record<string, unknown> = {}) {
  const c = await checkout(app, body);
  const paid = await confirm(app, c);
  if (paid.json().paymentIntent?.status !== "succeeded") throw new Error(`payment failed: ${paid.body}`);
  const done = await completeOrder(app, c);
  return { checkout: c, order: done.json() as { id: number; total: string } };
}

export async function addCode(
  ctx: AppContext,
  values: Partial<typeof discountCodes.$inferInsert> & { code: string },
): Promise<number> {
  const [row] = await ctx.db
    .insert(discountCodes)
    .values({ discountType: "percentage", discountValue: 10, ...values })
    .returning({ id: discountCodes.id });
  return (row as { id: number }).id;
}

/** A webhook body and its signature, as Stripe would send it, signed with the sandbox's secret. */
export function signedEvent(
  ctx: AppContext,
  type: string,
  paymentIntentId: string,
  id = `evt_${paymentIntentId}_${type}`,
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    data: { object: { id: paymentIntentId, object: "payment_intent" } },
  });
  const sandbox = ctx.payments as SandboxPayments;
  if (!(sandbox instanceof SandboxPayments)) throw new Error("signedEvent needs the sandbox");
  return {
    payload,
    headers: { "content-type": "application/json", "stripe-signature": sandbox.signWebhook(payload) },
  };
}
