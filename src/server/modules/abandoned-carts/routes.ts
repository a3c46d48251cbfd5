import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { AbandonedCartBody, EmailParam } from "#shared/schemas/checkout.ts";
import { captureCart, markCartRecovered } from "./service.ts";

/**
 * One cart per shopper email, overwritten by each capture. The answers say nothing about whether an
 * address has a cart, so the endpoints cannot be used to probe for customers.
 */
export async function abandonedCartRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post("/api/abandoned-carts", { schema: { body: AbandonedCartBody } }, async (request) => {
    await captureCart(ctx, request.body);
    return { ok: true as const };
  });

  typed.post(
    "/api/abandoned-carts/:email/mark-recovered",
    { schema: { params: EmailParam } },
    async (request) => {
      await markCartRecovered(ctx, request.params.email);
      return { ok: true as const };
    },
  );
}
