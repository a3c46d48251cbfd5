import { describe, expect, it } from "vitest";
import { shippingPence } from "./pricing/shipping.ts";
import { deliveryChargesPence, phoneHref } from "./shop-info.ts";

describe("shop info", () => {
  it.each([
    ["020 7946 0000 (example number)", "tel:02079460000"],
    ["+44 113 496 0000", "tel:+441134960000"],
    ["(0113) 496-0000", "tel:01134960000"],
  ])("links %s as %s", (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });

  it("reads the delivery charges from the shared shipping rule", () => {
    expect(deliveryChargesPence()).toEqual({ uk: shippingPence("GB"), abroad: shippingPence("Ireland") });
  });
});
