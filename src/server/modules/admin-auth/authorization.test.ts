import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { hashToken, logout, SESSION_IDLE_MS } from "./service.ts";
import { adminToken, bearer } from "./test-admin.ts";

interface Route {
  method: string;
  url: string;
}

/** Every method + URL the app serves, read from printRoutes' tree (each level is indented 4 columns). */
function allRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const url = `${stack.join("")}${match[2]}`;
    stack.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim())) {
      if (method) routes.push({ method, url });
    }
  }
  return routes;
}

/**
 * Storefront calls that share an admin prefix (owned by the checkout, prescription and contact
 * modules), the public catalogue list of prescription lens types, the prescription form's order
 * (opened by its signed token only: name, email and order number of that order), and the shopper's
 * answer to a question about their prescription (opened by the question's signed token only).
 */
function isStorefront({ method, url }: Route): boolean {
  if (url === "/api/prescription-lens-types") return true;
  if (url === "/api/prescription-link") return method === "GET" || method === "HEAD";
  if (url === "/api/orders" || url === "/api/contact-messages" || url === "/api/prescriptions") {
    return method === "POST";
  }
  return (
    url === "/api/orders/:id/items" ||
    url === "/api/orders/update-status" ||
    url.startsWith("/api/orders/by-payment-intent/") ||
    url.startsWith("/api/prescription-pro/") ||
    url.startsWith("/api/prescription-query")
  );
}

/** Admin only: these read or change orders, prescriptions, messages, codes, shipping, emails, barcodes. */
function mustBeAdmin(route: Route): boolean {
  const { method, url } = route;
  if (isStorefront(route)) return false;
  if (/^\/api\/(orders|prescriptions|contact-messages|discount-codes|barcodes)(\/|\.|$)/.test(url))
    return true;
  if (/^\/api\/(prescription-|shipping\/|admin\/)/.test(url)) return true;
  if (url === "/api/africa-r3d/orders") return method === "GET" || method === "HEAD";
  if (url === "/api/africa-r3d/orders/:id/status") return true;
  return url === "/api/verify-auth" || url === "/api/logout";
}

const fill = (url: string) => url.replace(/:[A-Za-z_]+/g, "1").replace(/\*/g, "x");
const key = (r: Route) => `${r.method} ${r.url}`;

describe.each(dbKinds())("admin route authorisation on %s", (kind) => {
  let t: TestApp;
  let badTokens: Record<string, Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const expired = await adminToken(t.ctx);
    await t.ctx.db
      .update(adminSessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(adminSessions.tokenHash, hashToken(expired)));
    const revoked = await adminToken(t.ctx);
    const identity = await t.ctx.adminAuth.verify(revoked);
    if (identity) await logout(t.ctx, identity.sessionId);
    const live = await adminToken(t.ctx);
    badTokens = {
      "no token": {},
      "an expired token": bearer(expired),
      "a revoked token": bearer(revoked),
      "a forged token": bearer(`${live.slice(0, -4)}AAAA`),
      "a malformed header": { authorization: `Bearer ${live}!` },
      "another scheme": { authorization: `Basic ${live}` },
    };
  });
  afterAll(() => t.close());

  it("declares every route that needs it as admin", () => {
    const admin = new Set(t.adminRoutes.map((r) => key({ method: String(r.method), url: r.url })));
    const routes = allRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter(mustBeAdmin).filter((r) => !admin.has(key(r)));
    expect(missing.map(key)).toEqual([]);
    // Sanity: the rule list finds the known admin calls.
    for (const known of ["GET /api/orders", "PATCH /api/discount-codes/:id", "GET /api/barcodes.csv"]) {
      expect(routes.some((r) => key(r) === known && mustBeAdmin(r))).toBe(true);
    }
  });

  it("answers 401 on every admin route without a valid token", async () => {
    expect(t.adminRoutes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of t.adminRoutes) {
      const method = String(route.method) as "GET" | "HEAD";
      for (const [what, headers] of Object.entries(badTokens)) {
        const res = await t.app.inject({ method, url: fill(route.url), headers });
        if (res.statusCode !== 401) failures.push(`${method} ${route.url} with ${what}: ${res.statusCode}`);
        else if (method !== "HEAD" && res.json().message !== "Authentication required") {
          failures.push(`${method} ${route.url} with ${what}: body ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets a live token through the guard on every admin route", async () => {
    const failures: string[] = [];
    for (const route of t.adminRoutes) {
      const method = String(route.method) as "GET" | "HEAD";
      const res = await t.app.inject({
        method,
        url: fill(route.url),
        headers: bearer(await adminToken(t.ctx)),
      });
      if (res.statusCode === 401) failures.push(`${method} ${route.url}`);
    }
    expect(failures).toEqual([]);
  });
});
