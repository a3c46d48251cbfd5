import fc from "fast-check";
import { MARKER, nestedJson, RawJson } from "./hostile.ts";
import type { FuzzContext, FuzzRequest } from "./request.ts";
import type { FuzzRoute } from "./route-table.ts";
import { fieldPaths, setPath, validSample } from "./schema-walk.ts";

/**
 * The values that most often pass a loose schema and then fail further in: text the database refuses,
 * numbers past int4, negative or not whole, a wrong kind (null), and nesting past any sane depth (huge
 * values are the random walk's: sending each to every field costs more than it finds).
 */
const EDGE_VALUES: unknown[] = [
  `${MARKER}\u0000`,
  `${MARKER}\uD800`,
  2 ** 31,
  -1,
  0.5,
  null,
  new RawJson(nestedJson(5_000, "array")),
];

interface EdgeCase {
  label: string;
  request: FuzzRequest;
}

const entries = (v: unknown): [string, unknown][] =>
  v && typeof v === "object" && !Array.isArray(v) ? Object.entries(v) : [];

const asText = (v: unknown) =>
  typeof v === "string" ? v : v instanceof RawJson ? v.text : JSON.stringify(v);

const show = (v: unknown) => {
  const text = asText(v).replaceAll(MARKER, "");
  return text.length > 20
    ? `${JSON.stringify(text.slice(0, 12))}… (${text.length} chars)`
    : JSON.stringify(text);
};

/** A valid request (as far as the fuzzer can tell) and the body value it was built from. */
export interface BaseRequest {
  request: FuzzRequest;
  body: unknown;
  params: Record<string, string>;
}

const hasBody = (route: FuzzRoute) => route.method !== "GET" && route.method !== "HEAD";

function bodyOf(route: FuzzRoute, value: unknown): FuzzRequest["body"] {
  if (!hasBody(route)) return { kind: "none" };
  return route.multipart
    ? { kind: "multipart", fields: entries(value) }
    : { kind: "json", value, contentType: "application/json" };
}

/**
 * `count` seeded valid-looking requests (after the route's known-good example, if it has one), each
 * carrying the client secret of the payment it names; the walk sends them and sweeps from the first the
 * app accepts, so the edges reach past the basics.
 */
export function baseRequests(route: FuzzRoute, ctx: FuzzContext, seed: number, count: number): BaseRequest[] {
  const many = (arb: fc.Arbitrary<unknown>) => fc.sample(arb, { seed, numRuns: count });
  const bodies = hasBody(route) ? many(validSample(route.schemas.body, ctx.hint)) : [];
  const queries = many(validSample(route.schemas.querystring, ctx.hint));
  const paramSets = route.params.map((name) =>
    many(validSample(route.schemas.params.properties?.[name] ?? {}, ctx.hint, [name])),
  );
  const example = ctx.examples[`${route.method} ${route.url}`];
  if (example) {
    bodies.unshift(example.body ?? bodies[0]);
    queries.unshift(queries[0]);
  }
  return queries.map((query, i) => {
    const sampled = Object.fromEntries(route.params.map((name, p) => [name, asText(paramSets[p]?.[i])]));
    const params = i === 0 && example?.params ? example.params : sampled;
    const named = JSON.stringify([params, bodies[i]]);
    const request: FuzzRequest = {
      method: route.method,
      params,
      query: entries(query),
      body: bodyOf(route, bodies[i]),
      auth: route.admin ? "admin" : "none",
      clientSecret: ctx.clientSecrets.find((s) => named.includes(s.split("_secret_")[0] ?? "\u0000")),
      ip: `10.255.0.${i}`,
    };
    return { request, body: bodies[i], params };
  });
}

/**
 * Every declared field (body, query and path) of `from` set to every edge value in turn: the random walk
 * rarely lines up a whole valid request around one bad value, and that is where a missing check turns
 * into a 500.
 */
export function edgeCases(route: FuzzRoute, from: BaseRequest): EdgeCase[] {
  const { request: base, body, params } = from;
  const cases: EdgeCase[] = [];
  const add = (where: string, value: unknown, change: Partial<FuzzRequest>) => {
    const i = cases.length;
    // One address each, so the per-address limits of the public forms do not answer for the server.
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    cases.push({ label: `${where} = ${show(value)}`, request: { ...base, ...change, ip } });
  };
  for (const value of EDGE_VALUES) {
    for (const name of route.params)
      add(`path ${name}`, value, { params: { ...params, [name]: asText(value) } });
    for (const [key] of fieldPaths(route.schemas.querystring).filter((p) => p.length === 1)) {
      const query = [...base.query.filter(([k]) => k !== key), [key as string, value] as [string, unknown]];
      add(`query ${key}`, value, { query });
    }
    if (!hasBody(route)) continue;
    for (const path of fieldPaths(route.schemas.body)) {
      add(`body ${path.join(".")}`, value, { body: bodyOf(route, setPath(body, path, value)) });
    }
  }
  return cases;
}
