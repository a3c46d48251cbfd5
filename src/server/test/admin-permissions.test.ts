import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, clearTestSecondFactor, staffToken } from "#server/modules/admin-auth/testing.ts";
import { can, ROLES, type Role } from "#shared/staff/roles.ts";
import { fuzzRoutes } from "./fuzz/route-table.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { dbKinds } from "./test-db.ts";

// An id nobody has, so no request changes a person or an order the next request needs.
const pathOf = (url: string) => url.replace(/:\w+/g, "999999");

describe.each(dbKinds())("every admin route checks its permission on %s", (kind) => {
  let t: TestApp;
  const tokens = new Map<Role, string>();
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ROLES) tokens.set(role, await staffToken(t.ctx, role));
  });
  afterAll(() => t?.close());

  const adminRoutes = () => fuzzRoutes(t.routes).filter((r) => r.admin && r.method !== "HEAD");

  it("answers 401 without a session", async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(70);
    for (const route of routes) {
      const res = await t.app.inject({ method: route.method as "GET", url: pathOf(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answers 403 to every role without the route's permission, and lets the others past the guard", async () => {
    const refused: string[] = [];
    for (const route of adminRoutes()) {
      // The signed-in person's own session routes; logout would end the token the next route uses.
      if (!route.permission) continue;
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: route.method as "GET",
          url: pathOf(route.url),
          headers: bearer(tokens.get(role) ?? ""),
        });
        const label = `${role} ${route.method} ${route.url}`;
        if (can(role, route.permission)) {
          expect(res.statusCode, label).not.toBe(401);
          expect(res.statusCode, label).not.toBe(403);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().message, label).toMatch(/role/);
          refused.push(label);
        }
      }
    }
    // Staff never reaches a prescription's values, the privacy tools or staff management.
    expect(refused).toContain("staff PUT /api/admin/prescriptions/:id/values");
    expect(refused).toContain("staff GET /api/prescription-file/:file");
    expect(refused).toContain("staff POST /api/admin/privacy/erase");
    expect(refused).toContain("dispenser POST /api/admin/orders/:id/refunds");
  });

  it("keeps a person whose role needs a second factor, and who has none, to their own routes", async () => {
    const token = await staffToken(t.ctx, "dispenser", "dispenser-without-second-factor");
    await clearTestSecondFactor(t.ctx, "dispenser-without-second-factor");
    for (const route of adminRoutes()) {
      // Logout and ending a session would end the token the next route uses.
      if (route.url === "/api/logout" || route.method === "DELETE") continue;
      const res = await t.app.inject({
        method: route.method as "GET",
        url: pathOf(route.url),
        headers: bearer(token),
      });
      const label = `${route.method} ${route.url}`;
      if (route.permission) {
        expect(res.statusCode, label).toBe(403);
        expect(res.json().message, label).toBe("Set up a second factor first");
      } else {
        expect(res.statusCode, label).not.toBe(401);
        expect(res.statusCode, label).not.toBe(403);
      }
    }
  });
});
