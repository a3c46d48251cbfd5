import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { RETENTION_PATH } from "#shared/retention.ts";
import { RetentionPeriodsSchema } from "#shared/schemas/privacy.ts";
import { retentionPeriods } from "./retention-periods.ts";

/** GET /api/config/retention: how long data is kept, as configured (the privacy page states it). */
export async function privacyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const periods = retentionPeriods(ctx.config);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(RETENTION_PATH, { schema: { response: { 200: RetentionPeriodsSchema } } }, async () => periods);
}
