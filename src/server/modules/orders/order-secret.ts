import type { FastifyRequest } from "fastify";
import type { AppContext } from "#server/context.ts";
import { HttpError, notFound, unauthorized } from "#server/lib/http-error.ts";
import { hashSecret, matchesHash } from "#server/lib/secret-hash.ts";
import { CLIENT_SECRET_HEADER } from "#shared/schemas/orders.ts";
import { findOrder, type OrderKey, type OrderRow } from "./repo.ts";
import { findOrderByRepayment } from "./review-repo.ts";

export const SECRET_MESSAGES = {
  missing: `This call needs the payment's client secret (the ${CLIENT_SECRET_HEADER} header)`,
  wrong: "The client secret does not match this order",
} as const;

/** The client secret a storefront request carries, if any. */
export function clientSecretOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CLIENT_SECRET_HEADER.toLowerCase()];
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : undefined;
}

/**
 * The order, when the caller shows its payment's client secret: 401 without one, 403 with another. Orders
 * from before the secret's hash was kept are checked against the provider's copy.
 */
export async function orderWithSecret(
  ctx: Pick<AppContext, "db" | "payments" | "log">,
  key: OrderKey,
  secret: string | undefined,
): Promise<OrderRow> {
  if (!secret) throw unauthorized(SECRET_MESSAGES.missing);
  const order = await findOrder(ctx.db, key);
  if (!order && "paymentIntentId" in key) {
    // The full payment asked of a shopper whose order is held for review (repayment.ts).
    const repaying = await findOrderByRepayment(ctx.db, key.paymentIntentId);
    if (repaying && matchesHash(secret, repaying.repaySecretHash)) return repaying;
    if (repaying) throw new HttpError(403, SECRET_MESSAGES.wrong);
  }
  if (!order) throw notFound("Order not found");
  let expected = order.clientSecretHash;
  if (!expected && order.paymentIntentId) {
    const intent = await ctx.payments.retrieveIntent(order.paymentIntentId).catch((err) => {
      ctx.log.warn({ err, orderId: order.id }, "the provider's copy of a client secret could not be read");
      return null;
    });
    expected = intent?.clientSecret ? hashSecret(intent.clientSecret) : null;
  }
  if (!matchesHash(secret, expected)) throw new HttpError(403, SECRET_MESSAGES.wrong);
  return order;
}
