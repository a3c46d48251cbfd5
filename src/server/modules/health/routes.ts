import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { readiness } from "./service.ts";

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const ready = await readiness(ctx);
    if (ready.status === "unavailable") return reply.status(503).send({ message: ready.message });
    // Degraded answers 200: Redis is shared by every instance, so a 503 would take them all out of the
    // load balancer together, while each can still serve on its own. The body names what is missing.
    return ready;
  });
}
