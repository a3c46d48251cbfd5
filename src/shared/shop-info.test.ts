import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS } from "./catalogue.ts";
import { formatPence } from "./money.ts";
import { shippingPence } from "./pricing/shipping.ts";
import { deliveryChargesPence, phoneHref, ukDeliveryPhrase } from "./shop-info.ts";

describe("shop info", () => {
  it.each([
    ["020 7946 0000 (example number)", "tel:02079460000"],
    ["+44 113 496 0000", "tel:+441134960000"],
    ["(0113) 496-0000", "tel:01134960000"],
  ])("links %s as %s", (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });

  it("reads the delivery charges from the shared shipping rule", () => {
    expect(deliveryChargesPence(DEFAULT_SHOP_SETTINGS)).toEqual({
      uk: shippingPence("GB", DEFAULT_SHOP_SETTINGS),
      abroad: shippingPence("Ireland", DEFAULT_SHOP_SETTINGS),
    });
  });

  it("says UK delivery is free only while the settings make it free", () => {
    expect(ukDeliveryPhrase(DEFAULT_SHOP_SETTINGS)).toBe("free UK delivery");
    const paid = { ...DEFAULT_SHOP_SETTINGS, freeShippingCountries: [] };
    expect(ukDeliveryPhrase(paid)).toBe(`UK delivery ${formatPence(shippingPence("GB", paid))}`);
  });
});
