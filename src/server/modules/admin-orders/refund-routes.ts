import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { cancelPaidOrder, refundOrder, requestFullPayment } from "#server/modules/orders/index.ts";
import { CancelOrderBody, RefundBody, RefundView } from "#shared/schemas/admin-orders.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { PaymentRequestView } from "#shared/schemas/repayment.ts";
import { toRefundView } from "./detail-view.ts";
import { refundState } from "./refund-state.ts";

/**
 * Money back on a paid order: a refund of part or all of it, or the cancellation of an unshipped one.
 * Each answers 201 with the refund it made (or, for a retried key, the one made before).
 */
export async function refundRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { admin: "refunds" } as const;
  /** The refund made, with the order's status and refunded total before and after it. */
  const audited = async <R extends { id: number; amountPence: number }>(
    request: FastifyRequest<{ Params: { id: number } }>,
    run: () => Promise<R>,
  ) => {
    const before = await refundState(ctx, request.params.id);
    const refund = await run();
    const after = await refundState(ctx, request.params.id);
    request.audit = { before, after: { ...after, refundId: refund.id, amountPence: refund.amountPence } };
    return refund;
  };
  const actorOf = (username: string | undefined) => `admin:${username ?? "unknown"}` as const;

  typed.post(
    "/api/admin/orders/:id/refunds",
    {
      config: { ...config, audit: "order.refund" },
      schema: { params: IdParam, body: RefundBody, response: { 201: RefundView } },
    },
    async (request, reply) => {
      const refund = await audited(request, () =>
        refundOrder(ctx, request.params.id, { ...request.body, actor: actorOf(request.admin?.username) }),
      );
      return reply.code(201).send(toRefundView(refund));
    },
  );

  typed.post(
    "/api/admin/orders/:id/cancel",
    {
      config: { ...config, audit: "order.cancel" },
      schema: { params: IdParam, body: CancelOrderBody, response: { 201: RefundView } },
    },
    async (request, reply) => {
      const refund = await audited(request, () =>
        cancelPaidOrder(ctx, request.params.id, { ...request.body, actor: actorOf(request.admin?.username) }),
      );
      return reply.code(201).send(toRefundView(refund));
    },
  );

  // A payment held for review that took too little: the shopper is emailed a link to pay the total.
  typed.post(
    "/api/admin/orders/:id/payment-request",
    {
      config: { ...config, audit: "order.payment-request" },
      schema: { params: IdParam, response: { 201: PaymentRequestView } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requestFullPayment(ctx, request.params.id, actorOf(request.admin?.username))),
  );
}
