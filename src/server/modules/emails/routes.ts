import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "#server/context.ts";
import { OutboxEmail } from "#shared/schemas/admin.ts";

const OutboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });

/** The admin's read-only Email tab (decisions.md §7): the latest messages the shop sent. */
export async function emailAdminRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/emails",
    {
      config: { admin: true },
      schema: { querystring: OutboxQuery, response: { 200: z.array(OutboxEmail) } },
    },
    async (request) => {
      const rows = await ctx.email.list(request.query.limit);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.to,
        subject: r.subject,
        text: r.text,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
}
