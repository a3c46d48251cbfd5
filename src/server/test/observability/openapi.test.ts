import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltApp, buildApp } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import { loadConfig } from "#server/env.ts";
import { ADMIN_SECURITY, METRICS_SECURITY, OPENAPI_PATH } from "#server/plugins/openapi.ts";
import { createTestDatabase } from "#server/test/test-db.ts";

type Operation = { security?: Record<string, string[]>[]; parameters?: { in: string; name: string }[] };
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};

/** The built web app's files: @fastify/static gives each its own GET route. */
const STATIC_FILES = ["index.html", "assets/app-1a2b3c4d.js", "favicon.svg"];

/**
 * What the document leaves out, explicitly: HEAD (Fastify's automatic twin of every GET route, and
 * @fastify/static's), and the static file routes of the built web app (the SPA's pages and 404s come
 * from the not-found handler, which is not in the route table).
 */
function undocumented(route: RouteOptions, method: string): boolean {
  if (method === "HEAD") return true;
  return STATIC_FILES.some((file) => route.url === `/${file}`);
}

/** Fastify's `/api/orders/:id` is OpenAPI's `/api/orders/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI document at /api/openapi.json", () => {
  let built: BuiltApp;
  let database: Database;
  let dir: string;
  let doc: Doc;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "shop-openapi-"));
    const webRoot = join(dir, "web");
    for (const file of STATIC_FILES) {
      mkdirSync(join(webRoot, file, ".."), { recursive: true });
      writeFileSync(join(webRoot, file), "x");
    }
    database = await createTestDatabase("pglite");
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dir,
      LOG_LEVEL: "silent",
      METRICS_TOKEN: "m".repeat(32),
    });
    built = await buildApp({ config, database, logger: false, webRoot });
    await built.app.ready();
    const res = await built.app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has every route of the route table except the listed ones, and nothing else", () => {
    const expected = new Set<string>();
    const left: string[] = [];
    for (const route of built.routes) {
      for (const method of [route.method].flat()) {
        if (undocumented(route, method)) left.push(`${method} ${route.url}`);
        else expected.add(`${method.toLowerCase()} ${openApiPath(route.url)}`);
      }
    }
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`)),
    );
    expect([...expected].filter((op) => !documented.has(op))).toEqual([]);
    expect([...documented].filter((op) => !expected.has(op))).toEqual([]);
    // The exclusions are real routes: the static files are served, and every GET has its HEAD.
    for (const file of STATIC_FILES) expect(left).toContain(`GET /${file}`);
    expect(left.filter((r) => r.startsWith("HEAD ")).length).toBeGreaterThan(20);
  });

  it("marks every admin route, and only those, with the admin bearer token; /metrics with its own", () => {
    expect(doc.components.securitySchemes[ADMIN_SECURITY]).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes[METRICS_SECURITY]).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const admin = new Set(
      built.adminRoutes.flatMap((r) =>
        [r.method].flat().map((m) => `${m.toLowerCase()} ${openApiPath(r.url)}`),
      ),
    );
    expect(admin.size).toBeGreaterThan(15);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const want = admin.has(`${method} ${path}`)
          ? [{ [ADMIN_SECURITY]: [] }]
          : path === "/metrics"
            ? [{ [METRICS_SECURITY]: [] }]
            : undefined;
        expect({ op: `${method} ${path}`, security: op.security }).toEqual({
          op: `${method} ${path}`,
          security: want,
        });
      }
    }
  });

  it("describes path parameters and request bodies from the zod schemas", () => {
    const order = doc.paths["/api/admin/orders/{id}"]?.get;
    expect(order?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: "path", name: "id", required: true })]),
    );
    const checkout = doc.paths["/api/create-payment-intent"]?.post as { requestBody?: unknown };
    expect(JSON.stringify(checkout.requestBody)).toContain('"items"');
  });
});
