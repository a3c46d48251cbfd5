import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  africaR3dUnitPence,
  type ConfiguratorChoice,
  configuratorPricePence,
  configuratorTotalPence,
} from "./configurator.ts";
import { type DiscountRule, discountAmountPence } from "./discount.ts";

const SINGLE_VISION = 12_000;
const VARIFOCAL = 16_500;

const choice: fc.Arbitrary<ConfiguratorChoice> = fc.record(
  {
    visionBasePence: fc.constantFrom(SINGLE_VISION, VARIFOCAL),
    lensAdditionalPence: fc.nat({ max: 20_000 }),
    finishPence: fc.constantFrom(0, 1500, 1800, 2000),
  },
  { requiredKeys: ["visionBasePence", "lensAdditionalPence"] },
);
const rule: fc.Arbitrary<DiscountRule> = fc.record({
  discountType: fc.constantFrom("percentage" as const, "fixed" as const),
  discountValue: fc.integer({ min: -100, max: 100_000 }),
});

describe("configuratorPricePence", () => {
  it.each([
    [SINGLE_VISION, 0, 0, 12_000],
    [SINGLE_VISION, 0, 2000, 14_000],
    [SINGLE_VISION, 4500, 0, 16_500],
    [SINGLE_VISION, 4500, 2000, 18_500],
    [VARIFOCAL, 0, 0, 16_500],
    [VARIFOCAL, 2500, 2000, 21_000],
  ])("base %i + lens %i + finish %i = %i", (base, lens, finish, price) => {
    expect(
      configuratorPricePence({ visionBasePence: base, lensAdditionalPence: lens, finishPence: finish }),
    ).toBe(price);
  });

  it("treats a missing finish as free", () => {
    expect(configuratorPricePence({ visionBasePence: SINGLE_VISION, lensAdditionalPence: 0 })).toBe(12_000);
    expect(configuratorPricePence({ visionBasePence: VARIFOCAL, lensAdditionalPence: 1000 })).toBe(17_500);
  });

  it("is base + lens + finish (property)", () => {
    fc.assert(
      fc.property(choice, (c) => {
        expect(configuratorPricePence(c)).toBe(
          c.visionBasePence + c.lensAdditionalPence + (c.finishPence ?? 0),
        );
      }),
    );
  });

  it("costs exactly £45 more for varifocal than single vision (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 20_000 }), fc.nat({ max: 5000 }), (lens, finish) => {
        const single = configuratorPricePence({
          visionBasePence: SINGLE_VISION,
          lensAdditionalPence: lens,
          finishPence: finish,
        });
        const vari = configuratorPricePence({
          visionBasePence: VARIFOCAL,
          lensAdditionalPence: lens,
          finishPence: finish,
        });
        expect(vari - single).toBe(4500);
      }),
    );
  });
});

describe("configuratorTotalPence", () => {
  const base: ConfiguratorChoice = {
    visionBasePence: SINGLE_VISION,
    lensAdditionalPence: 3000,
    finishPence: 2000,
  };

  it("is the price without a discount", () => {
    expect(configuratorTotalPence(base)).toBe(17_000);
    expect(configuratorTotalPence(base, null)).toBe(17_000);
    expect(configuratorTotalPence(base, undefined)).toBe(17_000);
  });

  it("takes a percentage off the price", () => {
    expect(configuratorTotalPence(base, { discountType: "percentage", discountValue: 10 })).toBe(15_300);
    expect(configuratorTotalPence(base, { discountType: "percentage", discountValue: 100 })).toBe(0);
  });

  it("rounds a percentage discount to the nearest penny", () => {
    const odd: ConfiguratorChoice = {
      visionBasePence: SINGLE_VISION,
      lensAdditionalPence: 5,
      finishPence: 0,
    };
    // 12005 x 15% = 1800.75 -> 1801 off
    expect(configuratorTotalPence(odd, { discountType: "percentage", discountValue: 15 })).toBe(10_204);
  });

  it("takes a fixed amount off and stops at 0", () => {
    expect(configuratorTotalPence(base, { discountType: "fixed", discountValue: 2500 })).toBe(14_500);
    expect(configuratorTotalPence(base, { discountType: "fixed", discountValue: 17_000 })).toBe(0);
    expect(configuratorTotalPence(base, { discountType: "fixed", discountValue: 99_999 })).toBe(0);
  });

  it("ignores zero and negative discounts", () => {
    expect(configuratorTotalPence(base, { discountType: "fixed", discountValue: -500 })).toBe(17_000);
    expect(configuratorTotalPence(base, { discountType: "percentage", discountValue: 0 })).toBe(17_000);
  });

  it("never returns a negative total, even for a negative price", () => {
    const credit: ConfiguratorChoice = { visionBasePence: 0, lensAdditionalPence: -500 };
    expect(configuratorTotalPence(credit)).toBe(0);
    expect(configuratorTotalPence(credit, { discountType: "fixed", discountValue: 100 })).toBe(0);
  });

  it("is never below 0 nor above the price (property)", () => {
    fc.assert(
      fc.property(choice, fc.option(rule), (c, r) => {
        const total = configuratorTotalPence(c, r);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(configuratorPricePence(c));
      }),
    );
  });

  it("is the price minus the shared discount amount (property)", () => {
    fc.assert(
      fc.property(choice, rule, (c, r) => {
        const price = configuratorPricePence(c);
        expect(configuratorTotalPence(c, r)).toBe(price - discountAmountPence(r, price));
      }),
    );
  });

  it("stays at 0 however large a fixed discount is (property)", () => {
    fc.assert(
      fc.property(choice, fc.nat({ max: 1_000_000 }), (c, extra) => {
        const price = configuratorPricePence(c);
        expect(configuratorTotalPence(c, { discountType: "fixed", discountValue: price + extra })).toBe(0);
      }),
    );
  });
});

describe("africaR3dUnitPence", () => {
  it.each([
    [12_000, 0, 12_000],
    [12_000, 2000, 14_000],
    [16_500, 3500, 20_000],
    [0, 0, 0],
  ])("vision %i + lens %i = %i per frame", (vision, lens, unit) => {
    expect(africaR3dUnitPence(vision, lens)).toBe(unit);
  });

  it("is vision base + lens upgrade (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (vision, lens) => {
        expect(africaR3dUnitPence(vision, lens)).toBe(vision + lens);
      }),
    );
  });
});
