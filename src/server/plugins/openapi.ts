import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { METRICS_PATH } from "./metrics.ts";

export const OPENAPI_PATH = "/api/openapi.json";
export const ADMIN_SECURITY = "adminToken";
export const METRICS_SECURITY = "metricsToken";

const toJsonSchema = createJsonSchemaTransform({ skipList: [] });

/**
 * The OpenAPI 3.1 document of every route, built by @fastify/swagger from the route schemas (zod, through
 * fastify-type-provider-zod) the first time it is asked for, and served at /api/openapi.json. Admin routes
 * carry the admin bearer token's security requirement, /metrics the metrics token's. Register before the
 * modules: it collects routes as they are added. @fastify/static hides its file routes itself.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Ndr Sports Eyewear shop API",
        version,
        description:
          "The storefront's and the admin's JSON API. Errors are `{ message, issues?, requestId }` with the " +
          "request's id also in the X-Request-Id header.",
      },
      components: {
        securitySchemes: {
          [ADMIN_SECURITY]: {
            type: "http",
            scheme: "bearer",
            description:
              "An admin session token from POST /api/login (then POST /api/login/second-factor for a person " +
              "with a second factor); a browser's session is the admin_session cookie instead, with " +
              "x-admin-csrf: 1 on unsafe methods",
          },
          [METRICS_SECURITY]: { type: "http", scheme: "bearer", description: "METRICS_TOKEN" },
        },
      },
    },
    transform: (document) => {
      const out = toJsonSchema(document);
      const security = document.route.config?.admin
        ? ADMIN_SECURITY
        : document.url === METRICS_PATH
          ? METRICS_SECURITY
          : undefined;
      if (!security || out.schema?.hide) return out;
      return { ...out, schema: { ...out.schema, security: [{ [security]: [] }] } };
    },
  });
  app.get(OPENAPI_PATH, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger();
  });
}
