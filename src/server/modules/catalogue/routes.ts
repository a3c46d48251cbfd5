import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "#server/lib/http-error.ts";
import { IdParam } from "#shared/schemas/common.ts";
import type { CachedBody, CatalogueService } from "./service.ts";

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header("etag", cached.etag).header("cache-control", "no-cache");
  if (request.headers["if-none-match"] === cached.etag) return reply.status(304).send();
  return reply.type("application/json; charset=utf-8").send(cached.json);
}

const LIST_PATHS = [
  "/api/products",
  "/api/colors",
  "/api/primary-lens-types",
  "/api/spare-lens-types",
  "/api/prescription-lens-types",
  "/api/finishes",
  "/api/vision-types",
  "/api/sock-sizes",
  "/api/africa-r3d/frames",
  "/api/africa-r3d/colors",
  "/api/africa-r3d/vision-types",
  "/api/africa-r3d/lens-types",
] as const;

export async function catalogueRoutes(app: FastifyInstance, opts: { catalogue: CatalogueService }) {
  const { catalogue } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  for (const path of LIST_PATHS) {
    typed.get(path, async (request, reply) => {
      const snapshot = await catalogue.snapshot();
      return sendCached(request, reply, snapshot.bodies.get(path) as CachedBody);
    });
  }

  typed.get("/api/products/:id", { schema: { params: IdParam } }, async (request, reply) => {
    const snapshot = await catalogue.snapshot();
    const cached = snapshot.productBodies.get(request.params.id);
    if (!cached) throw notFound(`Product ${request.params.id} not found`);
    return sendCached(request, reply, cached);
  });
}
