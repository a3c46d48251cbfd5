import fc from "fast-check";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "../test-app.ts";
import type { DbKind } from "../test-db.ts";
import { expectSafeAnswer, FUZZ_LOG_LEVEL, isPageRoute, LogCapture } from "./check.ts";
import { type Fixtures, fuzzFixtures } from "./fixtures.ts";
import { type FuzzRequest, requestArb, toInject } from "./request.ts";
import { type FuzzRoute, fuzzRoutes, routeLabel } from "./route-table.ts";
import { assertFuzz, fuzzSeed, runsFor } from "./seed.ts";
import { type BaseRequest, baseRequests, edgeCases } from "./sweep.ts";

/** Requests per route: more where there are fields to vary. */
const RUNS_WITH_FIELDS = 60;
const RUNS_WITHOUT = 15;
/** Valid-looking requests tried until one is accepted, as the edge sweep's starting point. */
const BASE_CANDIDATES = 8;

const hasFields = (r: FuzzRoute) =>
  r.params.length > 0 ||
  Object.keys(r.schemas.body.properties ?? {}).length > 0 ||
  Object.keys(r.schemas.querystring.properties ?? {}).length > 0;

/**
 * An app on `kind` with the fuzzer's fixtures, logging at debug into memory, and
 * a walk over the route table: every route that `which` selects gets its own property run, then the
 * edge sweep (sweep.ts). FUZZ_ROUTE
 * (a substring of "METHOD url") narrows the walk while working on one route.
 */
export function useFuzzApp(kind: DbKind) {
  const seed = fuzzSeed();
  const log = new LogCapture();
  let t: TestApp;
  let fixtures: Fixtures;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: FUZZ_LOG_LEVEL }, { logStream: log });
    fixtures = await fuzzFixtures(t);
  });
  afterAll(() => t?.close());

  async function walk(
    which: (r: FuzzRoute) => boolean,
  ): Promise<{ walked: FuzzRoute[]; failures: string[] }> {
    const only = process.env.FUZZ_ROUTE;
    const walked = fuzzRoutes(t.routes).filter(
      (r) => which(r) && (!only || `${r.method} ${r.url}`.includes(only)),
    );
    const failures: string[] = [];
    log.fresh();
    const send = async (route: FuzzRoute, req: FuzzRequest) => {
      const res = await t.app.inject(toInject(route, req, fixtures));
      if (route.url === "/api/logout" || route.url.startsWith("/api/admin/staff/"))
        await fixtures.renewAdmin();
      return res;
    };
    for (const route of walked) {
      const statuses = new Map<number, number>();
      const property = fc.asyncProperty(requestArb(route, fixtures), async (req) => {
        const res = await send(route, req);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expectSafeAnswer(res, req.method, log, { page: isPageRoute(route.url) });
      });
      const started = performance.now();
      try {
        await assertFuzz(
          seed,
          routeLabel(route),
          property,
          runsFor(hasFields(route) ? RUNS_WITH_FIELDS : RUNS_WITHOUT),
        );
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
      const bases = baseRequests(route, fixtures, seed, BASE_CANDIDATES);
      let base = bases[0] as BaseRequest;
      let accepted = false;
      for (const candidate of bases) {
        if ((await send(route, candidate.request)).statusCode < 300) {
          [base, accepted] = [candidate, true];
          break;
        }
      }
      const edges = edgeCases(route, base);
      const edgeFailures: string[] = [];
      for (const edge of edges) {
        const res = await send(route, edge.request);
        try {
          expectSafeAnswer(res, edge.request.method, log, { page: isPageRoute(route.url) });
        } catch (error) {
          edgeFailures.push(
            `${routeLabel(route)}: ${edge.label}: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      failures.push(...edgeFailures.slice(0, 3));
      if (process.env.FUZZ_VERBOSE) {
        const ms = Math.round(performance.now() - started);
        console.log(
          `${routeLabel(route)}: ${ms} ms, ${edges.length} edges from ${accepted ? "an accepted" : "a refused"} base`,
          JSON.stringify(Object.fromEntries(statuses)),
        );
      }
    }
    if (process.env.FUZZ_VERBOSE) console.log(`log lines written during the walk: ${log.lines.length}`);
    return { walked, failures };
  }

  return { seed, walk, app: () => t };
}
