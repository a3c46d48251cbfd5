import type { RouteOptions } from "fastify";
import { PrescriptionFields } from "#shared/schemas/prescription.ts";
import { ReturnRequestFields } from "#shared/schemas/returns.ts";
import type { Permission } from "#shared/staff/roles.ts";
import { inputSchema, type JsonSchema } from "./schema-walk.ts";

export interface FuzzRoute {
  method: string;
  url: string;
  admin: boolean;
  /** The permission an admin route needs; undefined for a public route or one any signed-in person may use. */
  permission?: Permission;
  /** Path parameters, in the order the url names them. */
  params: string[];
  /** A GET whose automatic HEAD twin is fuzzed with it. */
  withHead: boolean;
  /** A multipart form instead of JSON. */
  multipart: boolean;
  schemas: { params: JsonSchema; querystring: JsonSchema; body: JsonSchema };
}

/**
 * Routes that read their body by hand rather than through a route schema, with the schema of what they
 * read. The webhook is not here: it verifies a signature over the raw bytes, and webhook.test.ts fuzzes
 * signed events; the walk still sends it unsigned bodies, which it must refuse with 400.
 */
const HAND_READ_BODIES: Record<string, { schema: unknown; multipart: boolean }> = {
  "POST /api/prescriptions": { schema: PrescriptionFields, multipart: true },
  "POST /api/returns": { schema: ReturnRequestFields, multipart: true },
};

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/** One entry per method and url of the app's route table; HEAD twins of GETs ride along with them. */
export function fuzzRoutes(routes: RouteOptions[]): FuzzRoute[] {
  const keys = new Set(routes.flatMap((r) => methodsOf(r).map((m) => `${m} ${r.url}`)));
  const out: FuzzRoute[] = [];
  for (const route of routes) {
    for (const method of methodsOf(route)) {
      if (method === "HEAD" && keys.has(`GET ${route.url}`)) continue;
      const key = `${method} ${route.url}`;
      const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
      const hand = HAND_READ_BODIES[key];
      out.push({
        method,
        url: route.url,
        admin: Boolean(route.config?.admin),
        permission: route.config?.admin === true ? undefined : route.config?.admin,
        params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
        withHead: method === "GET" && keys.has(`HEAD ${route.url}`),
        multipart: hand?.multipart ?? false,
        schemas: {
          params: inputSchema(schema.params),
          querystring: inputSchema(schema.querystring),
          body: inputSchema(hand?.schema ?? schema.body),
        },
      });
    }
  }
  return out;
}

export const routeLabel = (r: FuzzRoute) => `${r.method} ${r.url}${r.admin ? " (admin)" : ""}`;
