import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { identifyAdmin } from "#server/plugins/admin-guard.ts";
import { penceToDecimal } from "#shared/money.ts";
import { PaymentIntentParam } from "#shared/schemas/checkout.ts";
import { IdParam } from "#shared/schemas/common.ts";
import {
  CompleteOrderBody,
  type OrderByPaymentIntent,
  type OrderStatusResponse,
  type OrderTotal,
  UpdateStatusBody,
} from "#shared/schemas/orders.ts";
import type { Receipt } from "#shared/schemas/receipt.ts";
import { africaOrderRoutes } from "./africa-routes.ts";
import { clientSecretOf } from "./order-secret.ts";
import { repaymentRoutes } from "./repayment-routes.ts";
import {
  completeFromBrowser,
  orderByPayment,
  orderItems,
  receiptByPayment,
  storefrontStatus,
} from "./storefront.ts";

/** The storefront's order calls: each needs the payment's client secret (X-Client-Secret). */
export async function orderRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post("/api/orders", { schema: { body: CompleteOrderBody } }, async (request): Promise<OrderTotal> => {
    const pi = request.body.stripePaymentIntentId;
    const order = await completeFromBrowser(ctx, request.body, pi, clientSecretOf(request));
    return { id: order.id, total: penceToDecimal(order.totalPence) };
  });

  // Items are written once, at checkout; a POST of the browser's copy is answered with them, never stored.
  for (const method of ["GET", "POST"] as const) {
    typed.route({
      method,
      url: "/api/orders/:id/items",
      schema: { params: IdParam },
      handler: async (request) => {
        const admin = Boolean(await identifyAdmin(request, ctx.adminAuth));
        return orderItems(ctx, request.params.id, { secret: clientSecretOf(request), admin });
      },
    });
  }

  typed.get(
    "/api/orders/by-payment-intent/:paymentIntentId",
    { schema: { params: PaymentIntentParam } },
    (request): Promise<OrderByPaymentIntent> =>
      orderByPayment(ctx, request.params.paymentIntentId, clientSecretOf(request)),
  );

  typed.get(
    "/api/orders/by-payment-intent/:paymentIntentId/receipt",
    { schema: { params: PaymentIntentParam } },
    (request): Promise<Receipt> =>
      receiptByPayment(ctx, request.params.paymentIntentId, clientSecretOf(request)),
  );

  typed.post(
    "/api/orders/update-status",
    { schema: { body: UpdateStatusBody } },
    async (request): Promise<OrderStatusResponse> => {
      const { stripePaymentIntentId, status } = request.body;
      const order = await storefrontStatus(ctx, stripePaymentIntentId, status, clientSecretOf(request));
      return { id: order.id, status: order.status };
    },
  );

  await africaOrderRoutes(app, { ctx });
  await repaymentRoutes(app, { ctx });
}
