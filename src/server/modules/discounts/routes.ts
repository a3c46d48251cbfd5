import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { ValidateDiscountBody, type ValidateDiscountResponse } from "#shared/schemas/discounts.ts";
import { priceLines, quote } from "../basket-pricing/service.ts";
import { findCode, heldCount } from "./repo.ts";
import { appliedView, DISCOUNT_MESSAGES, refusal } from "./service.ts";
import { startSweeper } from "./sweeper.ts";

export async function discountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // A refusal is a 4xx whose body still has `valid` and the refusal's own `message`.
  typed.post(
    "/api/validate-discount-code",
    { schema: { body: ValidateDiscountBody } },
    async (request, reply): Promise<ValidateDiscountResponse> => {
      const { code, amount, items } = request.body;
      const subtotal =
        items && items.length > 0
          ? quote(priceLines(await ctx.catalogue.snapshot(), items), "GB", null).totals.subtotal
          : (amount ?? 0);
      const row = await findCode(ctx.db, code);
      if (!row) return reply.status(404).send({ valid: false, message: DISCOUNT_MESSAGES.unknown });
      const why = refusal(row, subtotal, await heldCount(ctx.db, row.id), new Date());
      if (why) return reply.status(400).send({ valid: false, message: why });
      return { valid: true, message: DISCOUNT_MESSAGES.applied, discount: appliedView(row, subtotal) };
    },
  );

  const sweeper = startSweeper(ctx, (err) => app.log.warn({ err }, "discount hold sweep failed"));
  app.addHook("onClose", async () => sweeper.stop());
}
