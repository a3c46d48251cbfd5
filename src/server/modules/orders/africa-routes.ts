import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { notFound, unauthorized } from "#server/lib/http-error.ts";
import { identifyAdmin } from "#server/plugins/admin-guard.ts";
import { penceToDecimal } from "#shared/money.ts";
import { PaymentIntentParam } from "#shared/schemas/checkout.ts";
import { IdParam } from "#shared/schemas/common.ts";
import {
  AfricaUpdateStatusBody,
  CompleteOrderBody,
  type OrderStatusResponse,
  type OrderTotal,
} from "#shared/schemas/orders.ts";
import { transition } from "./lifecycle.ts";
import { clientSecretOf } from "./order-secret.ts";
import {
  africaOrderWithSecret,
  completeFromBrowser,
  findAfricaOrder,
  storefrontStatus,
} from "./storefront.ts";

/**
 * Africa R3D lines are part of the one checkout order; these calls find that order by its Africa line and
 * act on it exactly as the standard calls do. The storefront's calls need the payment's client secret.
 */
export async function africaOrderRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    "/api/africa-r3d/orders",
    { schema: { body: CompleteOrderBody } },
    async (request): Promise<OrderTotal> => {
      const pi = request.body.stripePaymentIntentId;
      const secret = clientSecretOf(request);
      await africaOrderWithSecret(ctx, { paymentIntentId: pi }, secret);
      const order = await completeFromBrowser(ctx, request.body, pi, secret);
      return { id: order.id, total: penceToDecimal(order.totalPence) };
    },
  );

  typed.get(
    "/api/africa-r3d/orders/by-payment-intent/:paymentIntentId",
    { schema: { params: PaymentIntentParam } },
    async (request) => {
      const key = { paymentIntentId: request.params.paymentIntentId };
      return { id: (await africaOrderWithSecret(ctx, key, clientSecretOf(request))).id };
    },
  );

  // completed and failed are the storefront's (with the client secret); "completed" completes the payment
  // and the order becomes paid. The other statuses are the admin's.
  typed.post(
    "/api/africa-r3d/orders/:id/update-status",
    { schema: { params: IdParam, body: AfricaUpdateStatusBody } },
    async (request): Promise<OrderStatusResponse> => {
      const { status } = request.body;
      const key = { orderId: request.params.id };
      if (status === "completed" || status === "failed") {
        const secret = clientSecretOf(request);
        const order = await africaOrderWithSecret(ctx, key, secret);
        if (!order.paymentIntentId) throw notFound("This order has no payment");
        const updated = await storefrontStatus(ctx, order.paymentIntentId, status, secret);
        return { id: updated.id, status: updated.status };
      }
      const admin = await identifyAdmin(request, ctx.adminAuth);
      if (!admin) throw unauthorized();
      const order = await findAfricaOrder(ctx, key);
      const { order: updated } = await transition(ctx, order.id, status, {
        actor: `admin:${admin.username}`,
      });
      return { id: updated.id, status: updated.status };
    },
  );
}
