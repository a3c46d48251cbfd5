import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { isReady } from "./service.ts";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) =>
    (await isReady(ctx)) ? { status: "ready" } : reply.status(503).send({ message: "Database unavailable" }),
  );
}
