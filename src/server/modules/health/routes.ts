import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await ctx.database.ping();
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ message: "Database unavailable" });
    }
  });
}
