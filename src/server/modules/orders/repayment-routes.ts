import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { RepaymentCompleteBody, RepaymentQuery, type RepaymentView } from "#shared/schemas/repayment.ts";
import { completeRepayment, repaymentOf } from "./repayment.ts";

/** The shopper's payment page for an order held for review: what to pay, then its completion. */
export async function repaymentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: 30, timeWindow: "1 minute" };

  typed.get(
    "/api/repayment",
    { config: { rateLimit }, schema: { querystring: RepaymentQuery } },
    (request): Promise<RepaymentView> => repaymentOf(ctx, request.query.t),
  );

  typed.post(
    "/api/repayment/complete",
    { config: { rateLimit }, schema: { body: RepaymentCompleteBody } },
    (request): Promise<RepaymentView> => completeRepayment(ctx, request.body.token),
  );
}
