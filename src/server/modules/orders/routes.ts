import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { notFound } from "#server/lib/http-error.ts";
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
import { africaOrderRoutes } from "./africa-routes.ts";
import { findOrder, listItems } from "./repo.ts";
import { completeFromBrowser, storefrontStatus } from "./storefront.ts";
import { itemView } from "./views.ts";

export async function orderRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post("/api/orders", { schema: { body: CompleteOrderBody } }, async (request): Promise<OrderTotal> => {
    const pi = request.body.stripePaymentIntentId;
    const order = await completeFromBrowser(ctx, request.body, pi);
    return { id: order.id, total: penceToDecimal(order.totalPence) };
  });

  const items = async (id: number) => {
    const order = await findOrder(ctx.db, { orderId: id });
    if (!order) throw notFound("Order not found");
    return (await listItems(ctx.db, id)).map(itemView);
  };
  typed.get("/api/orders/:id/items", { schema: { params: IdParam } }, (request) => items(request.params.id));
  // Items are written once, at checkout; the browser's copy is answered with them and never stored.
  typed.post("/api/orders/:id/items", { schema: { params: IdParam } }, (request) => items(request.params.id));

  typed.get(
    "/api/orders/by-payment-intent/:paymentIntentId",
    { schema: { params: PaymentIntentParam } },
    async (request): Promise<OrderByPaymentIntent> => {
      const order = await findOrder(ctx.db, { paymentIntentId: request.params.paymentIntentId });
      if (!order) throw notFound("Order not found");
      const { id, orderNumber, status, orderType } = order;
      return { order: { id, orderNumber, total: penceToDecimal(order.totalPence), status, orderType } };
    },
  );

  typed.post(
    "/api/orders/update-status",
    { schema: { body: UpdateStatusBody } },
    async (request): Promise<OrderStatusResponse> => {
      const order = await storefrontStatus(ctx, request.body.stripePaymentIntentId, request.body.status);
      return { id: order.id, status: order.status };
    },
  );

  await africaOrderRoutes(app, { ctx });
}
