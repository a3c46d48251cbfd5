import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { AppContext } from "#server/context.ts";
import { orders } from "#server/db/schema/index.ts";
import { CUSTOMER, completeOrder, confirm, ELIGIBLE } from "#server/modules/checkout/testing.ts";
import { prescriptionToken } from "#server/modules/orders/testing.ts";
import { prescriptionForm, VALID_FIELDS } from "./test-files.ts";

const { country: _country, ...CONTACT } = CUSTOMER;
export const PRO_CHOICE = {
  visionType: "single_vision",
  frameColorId: 1,
  prescriptionLensTypeId: 12,
  finishId: 1,
};

let address = 0;
/** Another client address per request, so the routes' rate limits stay out of the way. */
export const nextAddress = () => `10.77.${(++address >> 8) & 255}.${address & 255}`;

export interface PaidOrder {
  orderId: number;
  orderNumber: string;
  paymentIntentId: string;
  clientSecret: string;
}

async function paid(
  app: FastifyInstance,
  ctx: AppContext,
  body: { orderId: number; paymentIntentId: string; clientSecret: string },
): Promise<PaidOrder> {
  const card = await confirm(app, body);
  if (card.json().paymentIntent?.status !== "succeeded") throw new Error(`payment failed: ${card.body}`);
  const done = await completeOrder(app, body);
  if (done.statusCode !== 200) throw new Error(`completion failed: ${done.body}`);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, body.orderId));
  if (!row?.orderNumber) throw new Error("the order has no number");
  return { ...body, orderNumber: row.orderNumber };
}

/** A paid prescription-pro order of this buyer. */
export async function buyPrescriptionPro(
  app: FastifyInstance,
  ctx: AppContext,
  email: string,
  name = "Ada Lovelace",
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/prescription-pro/orders",
    payload: { ...PRO_CHOICE, ...CONTACT, email, name, eligibility: ELIGIBLE },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return paid(app, ctx, res.json());
}

/** A paid basket order of these lines. */
export async function buyBasket(
  app: FastifyInstance,
  ctx: AppContext,
  items: unknown[],
  email = CUSTOMER.email,
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    payload: { items, customer: { ...CUSTOMER, email }, eligibility: ELIGIBLE },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return paid(app, ctx, res.json());
}

/** The link's token as made at `now` for an order paid then (so it expires 90 days after `now`). */
export const tokenFor = (ctx: AppContext, orderId: number, now = Date.now()) =>
  prescriptionToken(ctx.config, { id: orderId, paidAt: new Date(now), createdAt: new Date(now) }, now);

/** POST /api/prescriptions as the form sends it, with the link's token when given. */
export function sendPrescription(
  app: FastifyInstance,
  fields: Record<string, string>,
  opts: { token?: string; file?: { bytes: Uint8Array; name: string; type: string } } = {},
) {
  const all = { ...VALID_FIELDS, ...(opts.file ? { uploadType: "upload" } : {}), ...fields };
  const form = prescriptionForm(opts.token === undefined ? all : { ...all, order: opts.token }, opts.file);
  return app.inject({
    method: "POST",
    url: "/api/prescriptions",
    payload: form,
    remoteAddress: nextAddress(),
  });
}

let buyers = 0;
/** A buyer of this test run's own, so email matching sees no other test's prescriptions. */
export const buyerEmail = () => `linked-${++buyers}-${Date.now()}@example.com`;

export const orderRow = async (ctx: AppContext, id: number) =>
  (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

/** The admin's order view, with its prescriptions. */
export async function adminOrderDetail(app: FastifyInstance, auth: Record<string, string>, orderId: number) {
  const res = await app.inject({ method: "GET", url: `/api/admin/orders/${orderId}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** One prescription as the admin's Prescriptions tab lists it. */
export async function listedPrescription(app: FastifyInstance, auth: Record<string, string>, id: number) {
  const res = await app.inject({ method: "GET", url: "/api/prescriptions", headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }[]).find((p) => p.id === id) as Record<string, unknown>;
}
