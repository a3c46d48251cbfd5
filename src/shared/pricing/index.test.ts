import { describe, expect, it } from "vitest";
import * as charge from "./charge.ts";
import * as configurator from "./configurator.ts";
import * as discount from "./discount.ts";
import * as pricing from "./index.ts";
import * as line from "./line.ts";
import * as shipping from "./shipping.ts";
import * as socks from "./socks.ts";

describe("pricing index", () => {
  it.each(Object.entries({ charge, configurator, discount, line, shipping, socks }))(
    "re-exports every function of %s.ts unchanged",
    (_name, module) => {
      const exported = new Map<string, unknown>(Object.entries(pricing));
      const entries = Object.entries(module);
      expect(entries.length).toBeGreaterThan(0);
      for (const [name, value] of entries) {
        expect(exported.get(name), name).toBe(value);
      }
    },
  );

  it("exports the expected public functions", () => {
    expect(Object.keys(pricing).sort()).toEqual(
      [
        "africaR3dUnitPence",
        "basketSubtotalPence",
        "computeTotals",
        "configuratorPricePence",
        "configuratorTotalPence",
        "discountAmountPence",
        "discountRuleFromApi",
        "isUkCountry",
        "lineSharesPence",
        "lineTotalPence",
        "orderTypeOf",
        "shippingCountryCode",
        "shippingPence",
        "socksSavingPence",
        "socksTotalPence",
      ].sort(),
    );
  });
});
