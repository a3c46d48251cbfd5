import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { type OrderConfirmation, OrderConfirmationBody } from "#shared/schemas/order-confirmation.ts";
import { confirmationOf } from "./service.ts";

/** A page polls every two seconds while the bank decides; far more than that is guessing. */
const CONFIRMATION_LIMIT = { max: 120, timeWindow: "1 minute" };

/**
 * The confirmation page's lookup: a POST so the token stays out of URLs and access logs. Bad input is a
 * 400; a forged, foreign or expired token a 404 that never says which.
 */
export async function orderConfirmationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    "/api/order-confirmation",
    { schema: { body: OrderConfirmationBody }, config: { rateLimit: CONFIRMATION_LIMIT } },
    (request): Promise<OrderConfirmation> =>
      confirmationOf(ctx, request.body.paymentIntentId, request.body.token),
  );
}
