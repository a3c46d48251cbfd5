import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "#server/context.ts";
import { pickEncoding } from "#server/lib/encoded-body.ts";
import { notFound } from "#server/lib/http-error.ts";
import { IdParam } from "#shared/schemas/common.ts";
import { CATALOGUE_LIST_PATHS, type CachedBody, type CatalogueSnapshot } from "./service.ts";

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header("etag", cached.etag).header("cache-control", "no-cache");
  if (request.headers["if-none-match"] === cached.etag) return reply.status(304).send();
  const { payload, encoding } = pickEncoding(cached.body, request.headers["accept-encoding"]);
  if (cached.body.br || cached.body.gzip) reply.header("vary", "accept-encoding");
  if (encoding) reply.header("content-encoding", encoding);
  return reply.type("application/json; charset=utf-8").send(payload);
}

/** The bodies are compressed once when the catalogue is loaded, not on each request; GETs have no body to inflate. */
const precompressed = { compress: false, decompress: false } as const;

export async function catalogueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { catalogue } = ctx;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  for (const path of CATALOGUE_LIST_PATHS) {
    const send = (request: FastifyRequest, reply: FastifyReply, snapshot: CatalogueSnapshot) =>
      sendCached(request, reply, snapshot.bodies.get(path) as CachedBody);
    // Answered without a promise once the catalogue is in memory: these are the shop's most frequent calls.
    typed.get(path, precompressed, (request, reply) => {
      const loaded = catalogue.loaded();
      if (loaded) {
        send(request, reply, loaded);
        return;
      }
      return catalogue.snapshot().then((snapshot) => send(request, reply, snapshot));
    });
  }

  const sendProduct = (
    request: FastifyRequest<{ Params: { id: number } }>,
    reply: FastifyReply,
    snapshot: CatalogueSnapshot,
  ) => {
    const cached = snapshot.productBodies.get(request.params.id);
    if (cached) return sendCached(request, reply, cached);
    const retired = snapshot.byId.products.get(request.params.id);
    throw notFound(
      retired ? `${retired.name} is no longer available` : `Product ${request.params.id} not found`,
    );
  };
  typed.get("/api/products/:id", { ...precompressed, schema: { params: IdParam } }, (request, reply) => {
    const loaded = catalogue.loaded();
    if (loaded) {
      sendProduct(request, reply, loaded);
      return;
    }
    return catalogue.snapshot().then((snapshot) => sendProduct(request, reply, snapshot));
  });
}
