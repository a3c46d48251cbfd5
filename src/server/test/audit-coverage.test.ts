import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAuditAction } from "#shared/audit/actions.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Admin routes that change something but write no audit row, each with the reason. Everything else an
 * admin can POST, PUT, PATCH or DELETE must name its action.
 */
const NOT_AUDITED: Record<string, string> = {
  "POST /api/logout": "ends the caller's own session; it changes no shop data and the session row keeps when",
};

/** GETs that show a prescription's values or hand out its file: their services write one row per prescription. */
const PRESCRIPTION_READS = [
  "GET /api/prescriptions",
  "GET /api/prescription-file/:file",
  "GET /api/admin/orders/:id",
  "GET /api/admin/prescription-work/:id",
];

describe("every admin route that changes something names its audit action", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  const methodsOf = (m: string | string[]) => (Array.isArray(m) ? m : [m]);

  it("has an action on each non-GET admin route, and only known actions", () => {
    const missing: string[] = [];
    let audited = 0;
    for (const route of t.routes) {
      if (!route.config?.admin) continue;
      for (const method of methodsOf(route.method)) {
        if (method === "GET" || method === "HEAD") continue;
        const key = `${method} ${route.url}`;
        const action = route.config.audit;
        if (action) {
          expect(isAuditAction(action), key).toBe(true);
          audited++;
        } else if (!(key in NOT_AUDITED)) missing.push(key);
      }
    }
    expect(missing, "admin routes without config.audit").toEqual([]);
    expect(audited).toBeGreaterThan(40);
  });

  it("lists exceptions that are still routes, and prescription reads that are still GETs", () => {
    const keys = new Set(t.routes.flatMap((r) => methodsOf(r.method).map((m) => `${m} ${r.url}`)));
    for (const key of [...Object.keys(NOT_AUDITED), ...PRESCRIPTION_READS])
      expect(keys.has(key), key).toBe(true);
  });
});
