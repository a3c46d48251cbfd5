import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { badRequest } from "#server/lib/http-error.ts";
import { enforceLimit, hashedKeyPart } from "#server/plugins/rate-limit.ts";
import { BasketRestoreQuery, BasketRestoreResult } from "#shared/schemas/basket-reminder.ts";
import { CART_TOKEN_HEADER, CartToken } from "#shared/schemas/cart-token.ts";
import { AbandonedCartBody, EmailParam } from "#shared/schemas/checkout.ts";
import { captureCart, markCartRecovered, restoreBasket } from "./service.ts";

/** The browser's cart token (X-Cart-Token), when it sent one; a malformed one is a 400. */
function cartTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CART_TOKEN_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const parsed = CartToken.safeParse(value);
  if (!parsed.success) throw badRequest(`Invalid ${CART_TOKEN_HEADER} header`);
  return parsed.data;
}

/** A cart is a few lines of names and prices; far less than the app's general body limit. */
export const CART_BODY_LIMIT = 16 * 1024;

/** A checkout saves on each pause in typing the email: plenty for shoppers, too few to flood. */
export const CART_LIMITS = {
  perAddress: { max: 20, timeWindow: "10 minutes" },
  perEmail: { max: 10, timeWindow: "1 hour" },
} as const;

const tooMany = (seconds: number) => `Too many baskets saved. Please wait ${seconds} seconds and try again.`;

/**
 * One cart per shopper email, bound to the cart token of the browser that saved it first: another browser
 * cannot overwrite it or mark it recovered. The answers say nothing about whether an address has a cart
 * (a refused save is answered like a stored one), so the endpoints cannot be used to probe for customers.
 */
export async function abandonedCartRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Per address before the body is read; per email (normalised by the schema) once it is.
  const perEmail = app.createRateLimit({
    ...CART_LIMITS.perEmail,
    keyGenerator: (request) => `cart-email:${hashedKeyPart((request.body as { email: string }).email)}`,
  });

  typed.post(
    "/api/abandoned-carts",
    {
      schema: { body: AbandonedCartBody },
      bodyLimit: CART_BODY_LIMIT,
      config: { rateLimit: CART_LIMITS.perAddress },
      preHandler: (request, reply) => enforceLimit(perEmail, request, reply, tooMany),
    },
    async (request) => {
      await captureCart(ctx, request.body, cartTokenOf(request));
      return { ok: true as const };
    },
  );

  typed.post(
    "/api/abandoned-carts/:email/mark-recovered",
    { schema: { params: EmailParam }, config: { rateLimit: CART_LIMITS.perAddress } },
    async (request) => {
      await markCartRecovered(ctx, request.params.email, cartTokenOf(request));
      return { ok: true as const };
    },
  );

  // A reminder's link: the basket's lines, to rebuild in any browser. Limited like the other signed links.
  typed.get(
    "/api/basket-restore",
    {
      schema: { querystring: BasketRestoreQuery, response: { 200: BasketRestoreResult } },
      config: { rateLimit: { max: 30, timeWindow: "10 minutes" } },
    },
    async (request) => restoreBasket(ctx, request.query.t),
  );
}
