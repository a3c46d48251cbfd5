import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { priceLines, quote } from "#server/modules/basket-pricing/service.ts";
import { ValidateDiscountBody, type ValidateDiscountResponse } from "#shared/schemas/discounts.ts";
import { appliedView, checkCode, DISCOUNT_MESSAGES } from "./service.ts";

export async function discountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // A refusal is a 4xx whose body still has `valid` and the refusal's own `message`.
  typed.post(
    "/api/validate-discount-code",
    { schema: { body: ValidateDiscountBody } },
    async (request, reply): Promise<ValidateDiscountResponse> => {
      const { code, amount, items, email } = request.body;
      const snapshot = await ctx.catalogue.snapshot();
      const subtotal =
        items && items.length > 0
          ? quote(priceLines(snapshot, items), "GB", null, snapshot.settings).totals.subtotal
          : (amount ?? 0);
      try {
        const { row } = await checkCode(ctx.db, code, subtotal, {
          lock: false,
          user: { email, emailRequired: false },
        });
        return { valid: true, message: DISCOUNT_MESSAGES.applied, discount: appliedView(row, subtotal) };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return reply.status(error.statusCode).send({ valid: false, message: error.message });
      }
    },
  );
}
