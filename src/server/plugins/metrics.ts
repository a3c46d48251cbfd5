import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from "fastify";
import { unauthorized } from "../lib/http-error.ts";
import type { ShopMetrics } from "../lib/metrics.ts";
import { bearerToken } from "./admin-guard.ts";

export const METRICS_PATH = "/metrics";
/** The route label of requests that matched no route: their paths are the client's, so never a label. */
const UNMATCHED_ROUTE = "unmatched";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Request metrics for every route registered after this. Each route gets its own onResponse hook holding
 * its recorder, so a request costs no lookup and no allocation beyond prom-client's `observe`.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: ShopMetrics): void {
  app.addHook("onRoute", (route) => {
    const record = metrics.route(route.url);
    const hook: onResponseHookHandler = (request, reply, done) => {
      record(request.method, reply.statusCode, reply.elapsedTime);
      done();
    };
    const existing = route.onResponse;
    route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
  });
  const unmatched = metrics.route(UNMATCHED_ROUTE);
  // Also runs for matched routes (Fastify has no hook for the not-found handler alone): one compare there.
  app.addHook("onResponse", (request, reply, done) => {
    if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime);
    done();
  });
}

/**
 * GET /metrics for Prometheus: only with METRICS_TOKEN set (otherwise the path is the ordinary not-found
 * page), and 401 without `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: ShopMetrics, token: string | undefined) {
  if (!token) return;
  const expected = digest(token);
  const authorised = (request: FastifyRequest) => {
    const given = bearerToken(request);
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
  app.get(METRICS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorised(request)) throw unauthorized("The metrics need the metrics bearer token");
    reply.header("cache-control", "no-store").type(metrics.contentType);
    return metrics.render();
  });
}
