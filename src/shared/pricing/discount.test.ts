import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLUB_DISCOUNT_PERCENT } from "../catalogue.ts";
import { penceToPounds } from "../money.ts";
import { type DiscountRule, discountAmountPence, discountRuleFromApi } from "./discount.ts";

const pct = (discountValue: number): DiscountRule => ({ discountType: "percentage", discountValue });
const fixed = (discountValue: number): DiscountRule => ({ discountType: "fixed", discountValue });

/** value% of the subtotal, rounded to the nearest penny with halves going up, in integer arithmetic. */
function halfUpPercent(subtotal: number, percent: number): number {
  const product = subtotal * percent;
  const whole = Math.floor(product / 100);
  return product % 100 >= 50 ? whole + 1 : whole;
}

const subtotal = fc.integer({ min: -100_000, max: 10_000_000 });
const rule: fc.Arbitrary<DiscountRule> = fc.record({
  discountType: fc.constantFrom("percentage" as const, "fixed" as const),
  discountValue: fc.integer({ min: -1000, max: 20_000_000 }),
});

describe("percentage discounts", () => {
  it.each([
    [10, 10_000, 1000],
    [10, 5500, 550],
    [CLUB_DISCOUNT_PERCENT, 12_000, 1200],
    [10, 1234, 123], // 123.4 -> 123
    [10, 1235, 124], // 123.5 -> 124 (half up)
    [10, 1236, 124], // 123.6 -> 124
    [50, 1, 1], // 0.5 -> 1
    [50, 3, 2], // 1.5 -> 2
    [25, 2, 1], // 0.5 -> 1
    [1, 49, 0], // 0.49 -> 0
    [1, 50, 1], // 0.5 -> 1
    [15, 3333, 500], // 499.95 -> 500
    [33, 999, 330], // 329.67 -> 330
    [100, 4321, 4321],
  ])("%i%% of %i pence is %i pence", (percent, amount, off) => {
    expect(discountAmountPence(pct(percent), amount)).toBe(off);
  });

  it("caps the percentage at 100", () => {
    expect(discountAmountPence(pct(150), 5500)).toBe(5500);
    expect(discountAmountPence(pct(101), 1)).toBe(1);
  });

  it("rounds to the nearest penny, halves up (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (amount, p) => {
        expect(discountAmountPence(pct(p), amount)).toBe(halfUpPercent(amount, p));
      }),
    );
  });

  it("is within half a penny of the exact value (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (amount, p) => {
        const exact = (amount * p) / 100;
        const off = discountAmountPence(pct(p), amount);
        expect(off - exact).toBeLessThanOrEqual(0.5);
        expect(exact - off).toBeLessThan(0.5);
      }),
    );
  });

  it("never grows when the percentage falls (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 99 }), (amount, p) => {
        expect(discountAmountPence(pct(p), amount)).toBeLessThanOrEqual(
          discountAmountPence(pct(p + 1), amount),
        );
      }),
    );
  });
});

describe("fixed discounts", () => {
  it.each([
    [1000, 5500, 1000],
    [5500, 5500, 5500],
    [6000, 5500, 5500],
    [1, 1, 1],
    [2, 1, 1],
  ])("%i pence off %i pence is %i pence", (value, amount, off) => {
    expect(discountAmountPence(fixed(value), amount)).toBe(off);
  });

  it("is the value itself while it is below the subtotal (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (value, extra) => {
          expect(discountAmountPence(fixed(value), value + extra)).toBe(value);
        },
      ),
    );
  });

  it("is capped at the subtotal (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, extra) => {
          expect(discountAmountPence(fixed(amount + extra), amount)).toBe(amount);
        },
      ),
    );
  });
});

describe("discountAmountPence for any rule", () => {
  it.each([
    ["percentage", 0],
    ["percentage", -100],
    ["fixed", 0],
    ["fixed", -100],
  ] as const)("is 0 for a %s rule when the subtotal is %i", (type, amount) => {
    expect(discountAmountPence({ discountType: type, discountValue: 10 }, amount)).toBe(0);
  });

  it("is 0 for a zero or negative discount value", () => {
    expect(discountAmountPence(pct(0), 5500)).toBe(0);
    expect(discountAmountPence(pct(-10), 5500)).toBe(0);
    expect(discountAmountPence(fixed(0), 5500)).toBe(0);
    expect(discountAmountPence(fixed(-500), 5500)).toBe(0);
  });

  it("is never above the subtotal and never negative (property)", () => {
    fc.assert(
      fc.property(rule, subtotal, (r, amount) => {
        const off = discountAmountPence(r, amount);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(Math.max(0, amount));
        expect(Number.isSafeInteger(off)).toBe(true);
      }),
    );
  });

  it("leaves a non-negative remainder (property)", () => {
    fc.assert(
      fc.property(rule, fc.nat({ max: 10_000_000 }), (r, amount) => {
        expect(amount - discountAmountPence(r, amount)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("discountRuleFromApi", () => {
  it("turns a fixed value in pounds into pence and leaves a percentage alone", () => {
    expect(discountRuleFromApi({ discountType: "fixed", discountValue: 5.5 })).toEqual({
      discountType: "fixed",
      discountValue: 550,
    });
    expect(discountRuleFromApi({ discountType: "fixed", discountValue: 0.29 })).toEqual({
      discountType: "fixed",
      discountValue: 29,
    });
    expect(discountRuleFromApi({ discountType: "percentage", discountValue: 10 })).toEqual({
      discountType: "percentage",
      discountValue: 10,
    });
  });

  it("gives whole pence for any two-decimal pounds value (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        const rule = discountRuleFromApi({ discountType: "fixed", discountValue: penceToPounds(pence) });
        expect(rule.discountValue).toBe(pence);
      }),
    );
  });
});
