import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { warnOfExampleDetails } from "./business-details.ts";
import { SAVED_BUSINESS_DETAILS } from "./test-business-details.ts";

describe("the production start's warning about example business details", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  const production = () => ({ ...t.ctx, config: { ...t.ctx.config, NODE_ENV: "production" as const } });

  it("logs one line naming the example fields and where to change them", async () => {
    const warn = vi.fn();
    expect(await warnOfExampleDetails(production(), { warn })).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, line] = warn.mock.calls[0] as [{ fields: string[] }, string];
    expect(fields.fields).toEqual(["companyNumber", "vatNumber", "phone", "email", "address"]);
    expect(line).toMatch(/^The business details are still the examples/);
    expect(line).toContain("/admin?tab=business");
    expect(line).toContain("SHOP_COMPANY_*");
    expect(line).not.toContain("\n");
  });

  it("says nothing outside production", async () => {
    const warn = vi.fn();
    expect(await warnOfExampleDetails(t.ctx, { warn })).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it("says nothing once the owner has saved real details", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/business-details",
      headers: bearer(await adminToken(t.ctx)),
      payload: SAVED_BUSINESS_DETAILS,
    });
    expect(res.statusCode, res.body).toBe(200);
    const warn = vi.fn();
    expect(await warnOfExampleDetails(production(), { warn })).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
