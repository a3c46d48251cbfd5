import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { resetSecondFactor } from "./reset-second-factor.ts";

const ResetAnswer = z.object({ success: z.literal(true), emailed: z.boolean() });

/** An owner's reset of another person's second factor; the rest of staff management lives elsewhere. */
export async function secondFactorResetRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/admin/staff/:id/second-factor/reset",
    {
      config: { admin: "staff", audit: "staff.second-factor-reset" },
      schema: { params: IdParam, response: { 200: ResetAnswer } },
    },
    async (request) => {
      const { emailed } = await resetSecondFactor(ctx, request.params.id, {
        username: request.admin?.username ?? "An owner",
      });
      return { success: true as const, emailed };
    },
  );
}
