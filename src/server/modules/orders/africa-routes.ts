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
import { findOrder, listItems, type OrderKey, type OrderRow } from "./repo.ts";
import { completeFromBrowser, storefrontStatus } from "./storefront.ts";

/**
 * Africa R3D lines are part of the one checkout order; these calls find that order by its Africa line and
 * act on it exactly as the standard calls do, so a second "Africa order" is never created.
 */
export async function africaOrderRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const africaOrder = async (key: OrderKey): Promise<OrderRow> => {
    const order = await findOrder(ctx.db, key);
    const items = order ? await listItems(ctx.db, order.id) : [];
    if (!order || !items.some((i) => i.itemType === "africa_r3d"))
      throw notFound("Africa R3D order not found");
    return order;
  };

  typed.post(
    "/api/africa-r3d/orders",
    { schema: { body: CompleteOrderBody } },
    async (request): Promise<OrderTotal> => {
      const pi = request.body.stripePaymentIntentId;
      await africaOrder({ paymentIntentId: pi });
      const order = await completeFromBrowser(ctx, request.body, pi);
      return { id: order.id, total: penceToDecimal(order.totalPence) };
    },
  );

  typed.get(
    "/api/africa-r3d/orders/by-payment-intent/:paymentIntentId",
    { schema: { params: PaymentIntentParam } },
    async (request) => ({ id: (await africaOrder({ paymentIntentId: request.params.paymentIntentId })).id }),
  );

  typed.post(
    "/api/africa-r3d/orders/:id/update-status",
    { schema: { params: IdParam, body: AfricaUpdateStatusBody } },
    async (request): Promise<OrderStatusResponse> => {
      const { status } = request.body;
      const order = await africaOrder({ orderId: request.params.id });
      if (status === "completed" || status === "failed") {
        if (!order.paymentIntentId) throw notFound("This order has no payment");
        const updated = await storefrontStatus(ctx, order.paymentIntentId, status);
        return { id: updated.id, status: updated.status };
      }
      const admin = await identifyAdmin(request, ctx.adminAuth);
      if (!admin) throw unauthorized();
      const { order: updated } = await transition(ctx, order.id, status, {
        actor: `admin:${admin.username}`,
      });
      return { id: updated.id, status: updated.status };
    },
  );
}
