import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { CatalogueChange } from "#shared/schemas/catalogue-admin.ts";
import {
  DEFAULT_RETURNS_SETTINGS,
  RETURNS_ADDRESS_MAX,
  RETURNS_MESSAGES,
  RETURNS_WORDING_MAX,
} from "#shared/schemas/returns-settings.ts";
import { SETTINGS_MESSAGES, ShopSettings, settingsInputOf } from "#shared/schemas/shop-settings.ts";

const FORM = settingsInputOf(DEFAULT_SHOP_SETTINGS);

describe.each(dbKinds())("the returns settings on %s", (kind) => {
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

  it("serves the migration's defaults: the shopper pays, the business address, the default wording", async () => {
    expect((await served()).returns).toEqual(DEFAULT_RETURNS_SETTINGS);
    expect(FORM).toMatchObject({
      returnsPostagePayer: "shopper",
      returnsAddress: "",
      returnsWording: DEFAULT_RETURNS_SETTINGS.wording,
    });
  });

  it("stores who pays, the address and the wording, serves them at once and logs the change", async () => {
    const res = await save({
      ...FORM,
      returnsPostagePayer: "shop",
      returnsAddress: " Returns, Unit 4\nDock Lane, Hull HU1 4AA ",
      returnsWording: " Send it back within the window and we refund you. ",
    });
    expect(res.statusCode, res.body).toBe(200);
    const returns = {
      postagePayer: "shop",
      address: "Returns, Unit 4\nDock Lane, Hull HU1 4AA",
      wording: "Send it back within the window and we refund you.",
    };
    expect(ShopSettings.parse(res.json()).returns).toEqual(returns);
    expect((await served()).returns).toEqual(returns);
    const [latest] = await history();
    expect(latest?.oldValue).toEqual({
      returnsPostagePayer: "shopper",
      returnsAddress: "",
      returnsWording: DEFAULT_RETURNS_SETTINGS.wording,
    });
    expect(latest?.newValue).toEqual({
      returnsPostagePayer: "shop",
      returnsAddress: returns.address,
      returnsWording: returns.wording,
    });
  });

  it("keeps the saved returns settings when a save leaves them out, and a blank address means the business's", async () => {
    const { returnsPostagePayer, returnsAddress, returnsWording, ...withoutReturns } = FORM;
    expect((await save({ ...withoutReturns, warrantyMonths: 6 })).statusCode).toBe(200);
    expect((await served()).returns.postagePayer).toBe("shop");
    expect((await save({ ...FORM, returnsAddress: "  " })).statusCode).toBe(200);
    expect((await served()).returns).toEqual(DEFAULT_RETURNS_SETTINGS);
  });

  it.each([
    ["a 13-day window", { returnsDays: 13 }, SETTINGS_MESSAGES.returns],
    ["empty wording", { returnsWording: "" }, RETURNS_MESSAGES.wordingRequired],
    ["blank wording", { returnsWording: "   " }, RETURNS_MESSAGES.wordingRequired],
    ["no wording at all", { returnsWording: null }, RETURNS_MESSAGES.wordingRequired],
    [
      "oversized wording",
      { returnsWording: "x".repeat(RETURNS_WORDING_MAX + 1) },
      RETURNS_MESSAGES.wordingLength,
    ],
    ["HTML in the wording", { returnsWording: "<script>x</script>" }, RETURNS_MESSAGES.wordingText],
    [
      "an oversized address",
      { returnsAddress: "x".repeat(RETURNS_ADDRESS_MAX + 1) },
      RETURNS_MESSAGES.addressLength,
    ],
    ["a control character in the address", { returnsAddress: "1 Road\u0000" }, RETURNS_MESSAGES.addressText],
    ["an unknown payer", { returnsPostagePayer: "courier" }, RETURNS_MESSAGES.postagePayer],
  ])("refuses %s with a 400 naming the field, and changes nothing", async (_what, change, message) => {
    const before = await served();
    const count = (await history()).length;
    const res = await save({ ...FORM, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await served()).toEqual(before);
    expect(await history()).toHaveLength(count);
  });
});
