import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { abandonedCarts } from "#server/db/schema/index.ts";
import { AbandonedCartBody, EmailParam } from "#shared/schemas/checkout.ts";

/**
 * One cart per shopper email (lower-cased), overwritten by each capture. The answers say nothing about
 * whether an address has a cart, so the endpoints cannot be used to probe for customers.
 */
export async function abandonedCartRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post("/api/abandoned-carts", { schema: { body: AbandonedCartBody } }, async (request) => {
    const b = request.body;
    const values = {
      cartData: b.cartData,
      totalAmountPence: b.totalAmount ?? 0,
      recovered: b.recovered,
      recoveryEmailSent: b.recoveryEmailSent,
    };
    await ctx.db
      .insert(abandonedCarts)
      .values({ email: b.email, ...values })
      .onConflictDoUpdate({ target: abandonedCarts.email, set: { ...values, updatedAt: sql`now()` } });
    return { ok: true as const };
  });

  typed.post(
    "/api/abandoned-carts/:email/mark-recovered",
    { schema: { params: EmailParam } },
    async (request) => {
      await ctx.db
        .update(abandonedCarts)
        .set({ recovered: true, updatedAt: sql`now()` })
        .where(eq(abandonedCarts.email, request.params.email));
      return { ok: true as const };
    },
  );
}
