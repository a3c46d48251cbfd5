import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import type { Config } from "#server/env.ts";
import { ValidateDiscountBody, type ValidateDiscountResponse } from "#shared/schemas/discounts.ts";
import { validateCode } from "./validate.ts";

/**
 * Code checks from one address (DISCOUNT_CODE_RATE_LIMIT, 30 by default): plenty for a shopper trying codes
 * and options, too few to guess short codes. The checkout, which also says whether a code exists, shares it.
 */
export const codeCheckLimit = (config: Pick<Config, "DISCOUNT_CODE_RATE_LIMIT">) =>
  ({ max: config.DISCOUNT_CODE_RATE_LIMIT, timeWindow: "10 minutes" }) as const;

export async function discountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // A refusal is a 4xx whose body still has `valid` and the refusal's own `message`.
  typed.post(
    "/api/validate-discount-code",
    { schema: { body: ValidateDiscountBody }, config: { rateLimit: codeCheckLimit(ctx.config) } },
    async (request, reply): Promise<ValidateDiscountResponse> => {
      const { status, answer } = await validateCode(ctx, request.body);
      return reply.status(status).send(answer);
    },
  );
}
