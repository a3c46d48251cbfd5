import fc from "fast-check";
import { MARKER, nestedJson, RawJson } from "./hostile.ts";
import type { FuzzContext, FuzzRequest } from "./request.ts";
import type { FuzzRoute } from "./route-table.ts";
import { fieldPaths, setPath, validSample } from "./schema-walk.ts";

/**
 * The values that most often pass a loose schema and then fail further in: text the database refuses,
 * numbers past int4 or not whole, wrong kinds, and nesting past any sane depth (huge values are the
 * random walk's: sending each to every field costs more than it finds).
 */
const EDGE_VALUES: unknown[] = [
  `${MARKER}\u0000`,
  `${MARKER}\uD800`,
  2 ** 31,
  -1,
  1e21,
  0.5,
  null,
  { [MARKER]: 1 },
  new RawJson(nestedJson(5_000, "array")),
];

export interface EdgeCase {
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

/**
 * Every declared field (body, query and path) set to every edge value in turn, the rest of the request
 * valid (one seeded sample) and carrying the client secret of the payment it names: the random walk
 * rarely lines all of that up, and this is where a missing check turns into a 500.
 */
export function edgeCases(route: FuzzRoute, ctx: FuzzContext, seed: number): EdgeCase[] {
  const one = (arb: fc.Arbitrary<unknown>) => fc.sample(arb, { seed, numRuns: 1 })[0];
  const hasBody = route.method !== "GET" && route.method !== "HEAD";
  const body = hasBody ? one(validSample(route.schemas.body, ctx.hint)) : undefined;
  const query = one(validSample(route.schemas.querystring, ctx.hint));
  const params: Record<string, string> = {};
  for (const name of route.params) {
    params[name] = asText(one(validSample(route.schemas.params.properties?.[name] ?? {}, ctx.hint, [name])));
  }
  const named = JSON.stringify([params, body]);
  const withBody = (value: unknown): FuzzRequest["body"] => {
    if (!hasBody) return { kind: "none" };
    return route.multipart
      ? { kind: "multipart", fields: entries(value) }
      : { kind: "json", value, contentType: "application/json" };
  };
  const base: FuzzRequest = {
    method: route.method,
    params,
    query: entries(query),
    body: withBody(body),
    auth: route.admin ? "admin" : "none",
    clientSecret: ctx.clientSecrets.find((s) => named.includes(s.split("_secret_")[0] ?? "\u0000")),
    ip: "",
  };
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
    if (!hasBody) continue;
    for (const path of fieldPaths(route.schemas.body)) {
      add(`body ${path.join(".")}`, value, { body: withBody(setPath(body, path, value)) });
    }
  }
  return cases;
}
