import fc from "fast-check";
import type { InjectOptions } from "fastify";
import {
  hostileKey,
  hostileString,
  hostileValue,
  MARKER,
  malformedJson,
  RawJson,
  wrongContentType,
} from "./hostile.ts";
import type { FuzzRoute } from "./route-table.ts";
import { fieldPaths, type Hint, type JsonSchema, setPath, validSample } from "./schema-walk.ts";

/** A request known to be good, by route ("METHOD url"): path parameters and body. */
export interface FuzzExample {
  params?: Record<string, string>;
  body?: unknown;
}

/** What the fuzzer may use that it did not make up: real ids and secrets from the test's fixtures. */
export interface FuzzContext {
  hint: Hint;
  examples: Record<string, FuzzExample>;
  adminToken(): string;
  clientSecrets: string[];
}

type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown; contentType: string }
  | { kind: "raw"; text: string; contentType: string }
  | { kind: "multipart"; fields: [string, unknown][]; file?: Uint8Array };

export interface FuzzRequest {
  method: string;
  params: Record<string, string>;
  query: [string, unknown][];
  body: Body;
  auth: "admin" | "none" | "garbage";
  clientSecret?: string;
  ip: string;
}

/** Valid values mostly with one or a few fields made hostile, sometimes a wholly hostile value. */
function mutated(schema: JsonSchema, hint: Hint): fc.Arbitrary<unknown> {
  const valid = validSample(schema, hint);
  const paths = fieldPaths(schema);
  const mutation = fc.tuple(
    paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<string[]>([]),
    hostileValue,
  );
  const extraKey = fc.tuple(hostileKey, hostileValue).map(([k, v]) => [[k], v] as [string[], unknown]);
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    {
      weight: 9,
      arbitrary: fc
        .tuple(
          valid,
          fc.array(fc.oneof({ weight: 5, arbitrary: mutation }, extraKey), { minLength: 1, maxLength: 3 }),
        )
        .map(([base, changes]) => changes.reduce((v, [path, value]) => setPath(v, path, value), base)),
    },
    { weight: 2, arbitrary: hostileValue },
  );
}

function bodyArb(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<Body> {
  if (route.method === "GET" || route.method === "HEAD") return fc.constant({ kind: "none" });
  const value = mutated(route.schemas.body, ctx.hint);
  if (route.multipart) {
    const fields = value.map((v) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.entries(v)
        : [["fullName", v] as [string, unknown]],
    );
    const file = fc.option(
      fc.oneof(
        fc.constant(new TextEncoder().encode(`%PDF-1.4 ${MARKER}`)),
        fc.uint8Array({ maxLength: 64 }),
        fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])),
      ),
      { nil: undefined },
    );
    return fc.oneof(
      { weight: 6, arbitrary: fc.record({ kind: fc.constant("multipart" as const), fields, file }) },
      {
        weight: 1,
        arbitrary: value.map((v) => ({ kind: "json" as const, value: v, contentType: "application/json" })),
      },
      {
        weight: 1,
        arbitrary: wrongContentType.map((w) => ({
          kind: "raw" as const,
          text: w.payload,
          contentType: w.contentType,
        })),
      },
    );
  }
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.record({
        kind: fc.constant("json" as const),
        value,
        contentType: fc.constantFrom(
          "application/json",
          "application/json; charset=utf-8",
          "APPLICATION/JSON",
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: malformedJson.map((text) => ({
        kind: "raw" as const,
        text,
        contentType: "application/json",
      })),
    },
    {
      weight: 2,
      arbitrary: wrongContentType.map((w) => ({
        kind: "raw" as const,
        text: w.payload,
        contentType: w.contentType,
      })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: "none" as const }) },
  );
}

function paramArb(route: FuzzRoute, name: string, ctx: FuzzContext): fc.Arbitrary<string> {
  const schema = route.schemas.params.properties?.[name] ?? {};
  const valid = validSample(schema, ctx.hint, [name]).map(String);
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileString });
}

function queryArb(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<[string, unknown][]> {
  const schema = route.schemas.querystring;
  const declared = mutated(schema, ctx.hint).map((v) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.entries(v) : [["q", v] as [string, unknown]],
  );
  const extra = fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 2 });
  const any = schema.properties ? declared : fc.constant<[string, unknown][]>([]);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<[string, unknown][]>([]) },
    { weight: 3, arbitrary: fc.tuple(any, extra).map(([a, b]) => [...a, ...b]) },
  );
}

export function requestArb(route: FuzzRoute, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const params: Record<string, fc.Arbitrary<string>> = {};
  for (const name of route.params) params[name] = paramArb(route, name, ctx);
  const auth = route.admin
    ? fc.constantFrom(...Array<"admin">(8).fill("admin"), "none", "garbage")
    : fc.constantFrom("none", "none", "none", "admin", "garbage");
  return fc.record({
    method: route.withHead
      ? fc.constantFrom(route.method, route.method, route.method, "HEAD")
      : fc.constant(route.method),
    params: fc.record(params),
    query: queryArb(route, ctx),
    body: bodyArb(route, ctx),
    auth: auth as fc.Arbitrary<FuzzRequest["auth"]>,
    clientSecret: fc.option(
      fc.oneof(
        ctx.clientSecrets.length > 0 ? fc.constantFrom(...ctx.clientSecrets) : fc.constant("none"),
        fc.string({ unit: "grapheme-ascii", maxLength: 30 }).map((s) => `${MARKER}${s}`),
      ),
      { nil: undefined },
    ),
    ip: fc.ipV4(),
  });
}

/** encodeURIComponent, except that lone surrogates become bytes that are not UTF-8 at all. */
function encodeLoose(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((ch) => (/\p{Cs}/u.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch))).join("");
  }
}

function queryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.slice(0, 3).flatMap(queryText);
  if (value instanceof RawJson) return [value.text.slice(0, 2_000)];
  if (value && typeof value === "object") return [JSON.stringify(value).slice(0, 2_000)];
  return [String(value)];
}

/** JSON.stringify, with RawJson pieces spliced in as they are. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  if (text === undefined) return "null";
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] ?? "null");
}

function multipartBody(fields: [string, unknown][], file?: Uint8Array) {
  const boundary = `----fuzz${MARKER}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    const text = typeof value === "string" ? value : toJson(value);
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${encodeLoose(name)}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="prescriptionFile"; filename="${MARKER}.pdf"\r\n` +
          "Content-Type: application/pdf\r\n\r\n",
      ),
      Buffer.from(file),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function toInject(route: FuzzRoute, req: FuzzRequest, ctx: FuzzContext): InjectOptions {
  let path = route.url;
  for (const [name, value] of Object.entries(req.params)) path = path.replace(`:${name}`, encodeLoose(value));
  const query = req.query
    .flatMap(([k, v]) => queryText(v).map((t) => `${encodeLoose(k)}=${encodeLoose(t)}`))
    .join("&");
  const headers: Record<string, string> = {};
  if (req.auth === "admin") headers.authorization = `Bearer ${ctx.adminToken()}`;
  if (req.auth === "garbage") headers.authorization = `Bearer ${MARKER}-not-a-session`;
  if (req.clientSecret) headers["x-client-secret"] = req.clientSecret;
  let payload: string | Buffer | undefined;
  const body = req.body;
  if (body.kind === "json") {
    payload = toJson(body.value);
    headers["content-type"] = body.contentType;
  } else if (body.kind === "raw") {
    payload = body.text;
    if (body.contentType) headers["content-type"] = body.contentType;
  } else if (body.kind === "multipart") {
    const form = multipartBody(body.fields, body.file);
    payload = form.payload;
    headers["content-type"] = form.contentType;
  }
  return {
    method: req.method as InjectOptions["method"],
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: req.ip,
  };
}
