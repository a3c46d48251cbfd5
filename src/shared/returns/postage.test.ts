import { describe, expect, it } from "vitest";
import { postalAddressOf, shopPaysReturn } from "./postage.ts";

describe("who pays a return's postage", () => {
  const settings = (postagePayer: "shop" | "shopper") => ({
    returns: { postagePayer, address: null, wording: "" },
  });
  it("is the shop for every fault, and for a change of mind only when the owner says so", () => {
    for (const reason of ["faulty", "damaged", "wrong_item"] as const) {
      expect(shopPaysReturn(reason, settings("shopper"))).toBe(true);
    }
    expect(shopPaysReturn("change_of_mind", settings("shopper"))).toBe(false);
    expect(shopPaysReturn("change_of_mind", settings("shop"))).toBe(true);
  });
});

describe("a typed UK address in a label's parts", () => {
  it("reads one line with the town before the postcode, or one part per line", () => {
    expect(postalAddressOf("9 Test Yard, York YO1 9TT")).toEqual({
      addressLines: ["9 Test Yard"],
      city: "York",
      postcode: "YO1 9TT",
    });
    expect(postalAddressOf("Unit 4\nRiverside Park\nLeeds\nls11ab")).toEqual({
      addressLines: ["Unit 4", "Riverside Park"],
      city: "Leeds",
      postcode: "LS1 1AB",
    });
  });

  it("gives up on an address without a postcode at its end, a street, or with too many lines", () => {
    expect(postalAddressOf("9 Test Yard, York")).toBeNull();
    expect(postalAddressOf("York YO1 9TT")).toBeNull();
    expect(postalAddressOf("a, b, c, d, York YO1 9TT")).toBeNull();
    expect(postalAddressOf("")).toBeNull();
  });
});
