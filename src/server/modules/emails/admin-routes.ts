import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { OutboxEmail } from "#shared/schemas/admin.ts";
import { outboxView } from "./views.ts";

const OutboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });

/** The admin's read-only Email tab: the latest messages the shop sent. */
export async function emailAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/emails",
    {
      config: { admin: "orders.manage" },
      schema: { querystring: OutboxQuery, response: { 200: z.array(OutboxEmail) } },
    },
    async (request) => (await ctx.email.list(request.query.limit)).map(outboxView),
  );
}
