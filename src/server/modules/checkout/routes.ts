import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { now } from "#server/lib/clock.ts";
import { badRequest } from "#server/lib/http-error.ts";
import { restoredCartOf } from "#server/modules/abandoned-carts/index.ts";
import { priceLines, pricePrescriptionPro } from "#server/modules/basket-pricing/index.ts";
import { codeCheckLimit } from "#server/modules/discounts/index.ts";
import { clientSecretOf } from "#server/modules/orders/index.ts";
import { enforceLimit } from "#server/plugins/rate-limit.ts";
import {
  CreatePaymentIntentBody,
  CustomerInput,
  PaymentIntentParam,
  type PaymentIntentView,
  type PaymentsConfig,
  PrescriptionProOrderBody,
} from "#shared/schemas/checkout.ts";
import { tracksAny } from "./priced.ts";
import { sandboxPaymentRoutes } from "./sandbox-routes.ts";
import { createCheckout, paymentStatus, updateCustomer } from "./service.ts";

const codesTooFast = (seconds: number) =>
  `Too many checkouts with a discount code from your connection. Please try again in ${Math.ceil(seconds / 60)} minutes.`;

export async function checkoutRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Each checkout records an order and asks the provider for a payment: one address may not flood either.
  const rateLimit = { max: ctx.config.CHECKOUT_RATE_LIMIT, timeWindow: "1 minute" };
  // A checkout answers whether a code exists, like the validate call: codes are guessed no faster here.
  const withCode = app.createRateLimit({
    ...codeCheckLimit(ctx.config),
    keyGenerator: (request) => `checkout-code:${request.ip}`,
  });
  const codeLimit = (request: FastifyRequest, reply: FastifyReply) =>
    (request.body as { discountCode?: unknown } | undefined)?.discountCode
      ? enforceLimit(withCode, request, reply, codesTooFast)
      : Promise.resolve();

  typed.post(
    "/api/create-payment-intent",
    { config: { rateLimit }, schema: { body: CreatePaymentIntentBody }, preHandler: codeLimit },
    async (request) => {
      const body = request.body;
      if (body.items.length === 0) throw badRequest("Your basket is empty");
      const snapshot = await ctx.catalogue.snapshot();
      const lines = priceLines(snapshot, body.items);
      const tracksStock = tracksAny(snapshot, lines);
      return createCheckout(ctx, {
        lines,
        tracksStock,
        settings: snapshot.settings,
        country: body.country,
        discountCode: body.discountCode,
        customer: body.customer ?? {},
        replaces: body.replacesPaymentIntentId,
        checkoutToken: body.checkoutToken,
        eligibility: body.eligibility,
        restoredCartId: restoredCartOf(ctx.config, body.basketRestore, now().getTime()),
        sentAmount: body.amount,
        clientAddress: request.ip,
        log: request.log,
      });
    },
  );

  typed.post(
    "/api/prescription-pro/orders",
    { config: { rateLimit }, schema: { body: PrescriptionProOrderBody }, preHandler: codeLimit },
    async (request) => {
      const {
        visionType,
        frameColorId,
        prescriptionLensTypeId,
        finishId,
        discountCode,
        amount,
        replacesPaymentIntentId,
        checkoutToken,
        eligibility,
        basketRestore,
        ...customer
      } = request.body;
      const snapshot = await ctx.catalogue.snapshot();
      const line = pricePrescriptionPro(snapshot, {
        visionType,
        frameColorId,
        prescriptionLensTypeId,
        finishId,
      });
      return createCheckout(ctx, {
        lines: [line],
        tracksStock: tracksAny(snapshot, [line]),
        settings: snapshot.settings,
        country: customer.country,
        discountCode,
        customer,
        details: line.details,
        replaces: replacesPaymentIntentId,
        checkoutToken,
        eligibility,
        restoredCartId: restoredCartOf(ctx.config, basketRestore, now().getTime()),
        sentAmount: amount,
        clientAddress: request.ip,
        log: request.log,
      });
    },
  );

  typed.patch(
    "/api/checkout/:paymentIntentId/customer",
    { schema: { params: PaymentIntentParam, body: CustomerInput } },
    async (request) => {
      const { paymentIntentId } = request.params;
      const order = await updateCustomer(ctx, paymentIntentId, request.body, clientSecretOf(request));
      return { ok: true as const, orderId: order.id };
    },
  );

  typed.get(
    "/api/payment-intent/:paymentIntentId",
    { schema: { params: PaymentIntentParam } },
    (request): Promise<PaymentIntentView> =>
      paymentStatus(ctx, request.params.paymentIntentId, clientSecretOf(request)),
  );

  typed.get("/api/config/payments", async (): Promise<PaymentsConfig> => {
    const { name, publishableKey } = ctx.payments;
    return publishableKey ? { provider: name, publishableKey } : { provider: name };
  });

  await sandboxPaymentRoutes(app, { ctx });
}
