import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { CUSTOMER, createIntent, SOCKS } from "#server/modules/checkout/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { CatalogueChange } from "#shared/schemas/catalogue-admin.ts";
import { PRICE_MESSAGES } from "#shared/schemas/pounds.ts";
import { SETTINGS_MESSAGES, ShopSettings, settingsInputOf } from "#shared/schemas/shop-settings.ts";

const DEFAULTS = settingsInputOf(DEFAULT_SHOP_SETTINGS);

describe.each(dbKinds())("the shop settings on %s", (kind) => {
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
  const charge = async (items: object[], country: string) => {
    const { res, body } = await createIntent(t.app, { items, country, customer: { ...CUSTOMER, country } });
    expect(res.statusCode, res.body).toBe(200);
    return body.amounts;
  };

  it("serves the migration's settings from the catalogue, with an ETag", async () => {
    const res = await t.app.inject("/api/shop-settings");
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(ShopSettings.parse(res.json())).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it("prices checkouts by the saved rules at once: shipping, free countries and the socks offer", async () => {
    expect((await charge([SOCKS], "FR")).shipping).toBe("10.00");
    const res = await save({
      ...DEFAULTS,
      internationalShipping: "12.50",
      freeShippingCountries: ["GB", "IE"],
      socksPairsPerGroup: 2,
      socksGroupPrice: "8.00",
    });
    expect(res.statusCode).toBe(200);
    expect(await served()).toMatchObject({
      internationalShippingPence: 1250,
      freeShippingCountries: ["GB", "IE"],
      socksOffer: { pairsPerGroup: 2, groupPricePence: 800 },
    });
    // Three pairs at £5.00: one group of two for £8.00 and one pair.
    expect(await charge([SOCKS], "FR")).toMatchObject({
      subtotal: "13.00",
      shipping: "12.50",
      charge: "25.50",
    });
    expect((await charge([SOCKS], "IE")).shipping).toBe("0.00");
    const price = await t.app.inject({
      method: "POST",
      url: "/api/basket/price",
      payload: { items: [SOCKS], country: "FR" },
    });
    expect(price.json().amounts).toMatchObject({ subtotal: "13.00", shipping: "12.50" });
  });

  it("charges the card minimum the admin sets", async () => {
    expect((await save({ ...DEFAULTS, minimumCharge: "0.75" })).statusCode).toBe(200);
    expect((await served()).minimumChargePence).toBe(75);
    const code = await t.app.inject({
      method: "POST",
      url: "/api/discount-codes",
      headers: auth,
      payload: {
        code: "ALLOFF",
        description: "Everything free",
        discountType: "percentage",
        discountValue: 100,
        validFrom: "2020-01-01",
        active: true,
      },
    });
    expect(code.statusCode).toBe(201);
    const { res, body } = await createIntent(t.app, {
      items: [SOCKS],
      country: "GB",
      discountCode: "ALLOFF",
      customer: CUSTOMER,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body.amounts).toMatchObject({ total: "0.00", charge: "0.75" });
  });

  it("records each change with the old and new values in pounds", async () => {
    const history = z
      .array(CatalogueChange)
      .parse((await t.app.inject({ url: "/api/admin/catalogue/history", headers: auth })).json());
    expect(history[0]).toMatchObject({
      kind: "settings",
      action: "settings",
      admin: "admin",
      oldValue: { minimumCharge: "0.30" },
      newValue: { minimumCharge: "0.75" },
    });
    expect(history[1]).toMatchObject({
      oldValue: { internationalShipping: "10.00", freeShippingCountries: ["GB"], socksPairsPerGroup: 3 },
      newValue: {
        internationalShipping: "12.50",
        freeShippingCountries: ["GB", "IE"],
        socksPairsPerGroup: 2,
      },
    });
  });

  it.each([
    ["a negative shipping charge", { internationalShipping: "-1" }, PRICE_MESSAGES.negative],
    ["a fractional penny", { socksGroupPrice: "9.999" }, PRICE_MESSAGES.format],
    ["a price over £10,000", { internationalShipping: 10_000.01 }, PRICE_MESSAGES.tooHigh],
    ["a card minimum below 30p", { minimumCharge: "0.29" }, SETTINGS_MESSAGES.minimum],
    ["one pair per group", { socksPairsPerGroup: 1 }, SETTINGS_MESSAGES.pairs],
    ["half a pair", { socksPairsPerGroup: 2.5 }, SETTINGS_MESSAGES.pairs],
    ["a country the shop does not deliver to", { freeShippingCountries: ["ZZ"] }, SETTINGS_MESSAGES.country],
    ["a country twice", { freeShippingCountries: ["GB", "GB"] }, "A country is listed twice"],
    ["an unknown setting", { vatRate: 20 }, "vatRate"],
    ["a missing setting", { minimumCharge: undefined }, "minimumCharge"],
  ])("refuses %s with a 400 naming it, and changes nothing", async (_what, change, message) => {
    const before = await served();
    const res = await save({ ...DEFAULTS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await served()).toEqual(before);
  });
});
