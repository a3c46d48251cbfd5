import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_SHOP_SETTINGS } from "#shared/catalogue.ts";
import { settingsInputOf } from "#shared/schemas/shop-settings.ts";
import { CUSTOMER, checkout, createIntent, PRIMARY, secretOf } from "./test-checkout.ts";

const PARIS = { ...CUSTOMER, city: "Paris", postcode: "75001", country: "FR" };

/** The charged shipping comes from the one delivery country, whatever other fields say. */
describe.each(dbKinds())("one delivery country on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/shop-settings",
      headers: bearer(await adminToken(t.ctx)),
      payload: { ...settingsInputOf(DEFAULT_SHOP_SETTINGS), freeShippingCountries: ["GB", "IE"] },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("a checkout priced for one free country with a delivery address in another is refused, storing nothing", async () => {
    const before = await t.ctx.db.$count(orders);
    for (const [country, customer] of [
      ["IE", PARIS],
      ["GB", { ...CUSTOMER, country: "IE" }],
      ["FR", { ...CUSTOMER, country: "GB" }],
    ] as const) {
      const { res } = await createIntent(t.app, { items: [PRIMARY], country, customer });
      expect(res.statusCode, `${country} / ${customer.country}`).toBe(400);
      expect(res.json().message).toMatch(/does not match the country the checkout is priced for/);
    }
    expect(await t.ctx.db.$count(orders)).toBe(before);
  });

  it("an honest checkout to France pays £10 shipping; Ireland, free here, pays none", async () => {
    const france = await checkout(t.app, { items: [PRIMARY], country: "FR", customer: PARIS });
    expect(france.amounts).toMatchObject({ shipping: "10.00", total: "120.00" });
    const ireland = await checkout(t.app, { items: [PRIMARY], country: "IE" });
    expect(ireland.amounts).toMatchObject({ shipping: "0.00", total: "110.00" });
    // Same code spelled as a name: one country.
    const uk = await checkout(t.app, { items: [PRIMARY], country: "United Kingdom" });
    expect(uk.amounts.shipping).toBe("0.00");
  });

  it("the delivery details cannot move a priced checkout to another country, free or not", async () => {
    const c = await checkout(t.app, { items: [PRIMARY], country: "IE" });
    const move = (country: string) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/checkout/${c.paymentIntentId}/customer`,
        headers: secretOf(c),
        payload: country === "GB" ? CUSTOMER : { ...PARIS, country },
      });
    for (const country of ["FR", "GB"]) {
      const res = await move(country);
      expect(res.statusCode, country).toBe(409);
      expect(res.json().message).toMatch(/^The delivery country differs/);
    }
    expect((await move("IE")).statusCode).toBe(200);
  });
});
