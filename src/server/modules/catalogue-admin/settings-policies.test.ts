import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { CatalogueChange } from "#shared/schemas/catalogue-admin.ts";
import { SETTINGS_MESSAGES, ShopSettings, settingsInputOf } from "#shared/schemas/shop-settings.ts";

const FORM = settingsInputOf(DEFAULT_SHOP_SETTINGS);

describe.each(dbKinds())("the delivery, returns and warranty settings on %s", (kind) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = bearer(await adminToken(t.ctx));
  });
  afterAll(() => t.close());

  const save = (body: object) =>
    t.app.inject({ method: "PUT", url: "/api/admin/shop-settings", headers: auth, payload: body });
  const served = async () => ShopSettings.parse((await t.app.inject("/api/shop-settings")).json());
  const history = async () =>
    z
      .array(CatalogueChange)
      .parse((await t.app.inject({ url: "/api/admin/catalogue/history", headers: auth })).json());

  it("serves the migration's policies, the figures the pages printed before", async () => {
    expect((await served()).policies).toEqual({
      ukDeliveryTime: "1–3 working days after dispatch",
      abroadDeliveryTime: "5–10 working days after dispatch",
      returnsDays: 30,
      warrantyMonths: 12,
    });
  });

  it("stores a change, serves it at once and logs only what changed", async () => {
    const etag = (await t.app.inject("/api/shop-settings")).headers.etag;
    const res = await save({
      ...FORM,
      ukDeliveryTime: " Next working day after dispatch ",
      returnsDays: 60,
      warrantyMonths: 24,
    });
    expect(res.statusCode, res.body).toBe(200);
    const policies = {
      ...DEFAULT_SHOP_SETTINGS.policies,
      ukDeliveryTime: "Next working day after dispatch",
      returnsDays: 60,
      warrantyMonths: 24,
    };
    expect(ShopSettings.parse(res.json()).policies).toEqual(policies);
    const after = await t.app.inject("/api/shop-settings");
    expect(after.headers.etag).not.toBe(etag);
    expect(ShopSettings.parse(after.json()).policies).toEqual(policies);
    expect((await t.ctx.catalogue.snapshot()).settings.policies).toEqual(policies);
    const [latest] = await history();
    expect(latest).toMatchObject({ kind: "settings", action: "settings", admin: "admin", itemId: null });
    expect(latest?.oldValue).toEqual({
      ukDeliveryTime: "1–3 working days after dispatch",
      returnsDays: 30,
      warrantyMonths: 12,
    });
    expect(latest?.newValue).toEqual({
      ukDeliveryTime: "Next working day after dispatch",
      returnsDays: 60,
      warrantyMonths: 24,
    });
  });

  it("logs nothing when the policies are saved unchanged", async () => {
    const before = (await history()).length;
    const current = (await served()).policies;
    expect((await save({ ...FORM, ...current })).statusCode).toBe(200);
    expect(await history()).toHaveLength(before);
  });

  it.each([
    ["13 days of returns", { returnsDays: 13 }, SETTINGS_MESSAGES.returns],
    ["366 days of returns", { returnsDays: 366 }, SETTINGS_MESSAGES.returns],
    ["a negative warranty", { warrantyMonths: -1 }, SETTINGS_MESSAGES.warranty],
    ["a fractional warranty", { warrantyMonths: 1.5 }, SETTINGS_MESSAGES.warranty],
    ["an empty UK delivery time", { ukDeliveryTime: "" }, "UK delivery time is required"],
    ["a 200-character delivery time", { abroadDeliveryTime: "x".repeat(200) }, "at most 60 characters"],
    ["HTML in a delivery time", { ukDeliveryTime: "<img src=x onerror=alert(1)>" }, "without < or >"],
  ])("refuses %s with a 400 and changes nothing", async (_what, change, message) => {
    const before = await served();
    const count = (await history()).length;
    const res = await save({ ...FORM, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await served()).toEqual(before);
    expect(await history()).toHaveLength(count);
  });
});
