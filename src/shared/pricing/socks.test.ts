import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SOCKS_OFFER } from "../catalogue.ts";
import { basketSubtotalPence } from "./line.ts";
import { socksSavingPence, socksTotalPence } from "./socks.ts";

const DEFAULT_UNIT = 500;

/** The spec's formula: floor(n/3) x £10 + (n mod 3) x unit. */
function expected(n: number, unit: number): number {
  return Math.floor(n / 3) * 1000 + (n % 3) * unit;
}

describe("SOCKS_OFFER", () => {
  it("is 3 pairs for £10", () => {
    expect(SOCKS_OFFER).toEqual({ groupSize: 3, groupPricePence: 1000 });
  });
});

describe("socksTotalPence", () => {
  it.each([
    [0, 0],
    [1, 500],
    [2, 1000],
    [3, 1000],
    [4, 1500],
    [5, 2000],
    [6, 2000],
    [7, 2500],
    [8, 3000],
    [9, 3000],
    [10, 3500],
    [11, 4000],
    [12, 4000],
    [30, 10_000],
    [31, 10_500],
    [100, 33_500],
  ])("%i pairs at £5 each cost %i pence", (n, pence) => {
    expect(socksTotalPence(n, DEFAULT_UNIT)).toBe(pence);
  });

  it("matches the formula for every n from 0 to 300 at £5", () => {
    for (let n = 0; n <= 300; n++) {
      expect(socksTotalPence(n, DEFAULT_UNIT)).toBe(expected(n, DEFAULT_UNIT));
    }
  });

  it("charges the remainder at the given unit price, not £5", () => {
    expect(socksTotalPence(1, 700)).toBe(700);
    expect(socksTotalPence(2, 650)).toBe(1300);
    expect(socksTotalPence(4, 700)).toBe(1700);
    expect(socksTotalPence(5, 1)).toBe(1002);
  });

  it("prices complete groups at £10 whatever the unit price", () => {
    expect(socksTotalPence(3, 1)).toBe(1000);
    expect(socksTotalPence(6, 9999)).toBe(2000);
    expect(socksTotalPence(3, 0)).toBe(1000);
  });

  it("matches floor(n/3) x 1000 + (n mod 3) x unit (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (n, unit) => {
        expect(socksTotalPence(n, unit)).toBe(expected(n, unit));
      }),
    );
  });

  it("adds exactly £10 for every 3 extra pairs (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.nat({ max: 100_000 }), (n, unit) => {
        expect(socksTotalPence(n + 3, unit) - socksTotalPence(n, unit)).toBe(1000);
      }),
    );
  });

  it("is a whole number of pence and never negative (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (n, unit) => {
        const total = socksTotalPence(n, unit);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("is never dearer than buying every pair at £5 (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (n) => {
        expect(socksTotalPence(n, DEFAULT_UNIT)).toBeLessThanOrEqual(n * DEFAULT_UNIT);
      }),
    );
  });

  it("never decreases as more pairs are added at £5 (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (n) => {
        expect(socksTotalPence(n + 1, DEFAULT_UNIT)).toBeGreaterThanOrEqual(socksTotalPence(n, DEFAULT_UNIT));
      }),
    );
  });
});

/** A basket's socks lines: one per size, each with its quantity, at £5 a pair. */
const sizedLines = fc.array(
  fc.record({ size: fc.constantFrom("S", "M", "L", "XL", "XXL"), quantity: fc.integer({ min: 1, max: 40 }) }),
  { maxLength: 8 },
);
const asLines = (ls: { quantity: number }[], unitPence = DEFAULT_UNIT) =>
  ls.map((l) => ({ unitPence, quantity: l.quantity, productType: "socks" }));
const pairsOf = (ls: { quantity: number }[]) => ls.reduce((n, l) => n + l.quantity, 0);

describe("socksSavingPence: the offer across sizes", () => {
  it("makes 2 Small + 1 Medium cost £10, not £15", () => {
    const lines = asLines([{ quantity: 2 }, { quantity: 1 }]);
    expect(socksSavingPence(lines)).toBe(500);
    expect(basketSubtotalPence(lines)).toBe(1000);
  });

  it("gives no saving below a group, and ignores other products", () => {
    expect(socksSavingPence(asLines([{ quantity: 1 }, { quantity: 1 }]))).toBe(0);
    expect(socksSavingPence([{ unitPence: 500, quantity: 3, productType: "accessories" }])).toBe(0);
  });

  it("prices any mix of sizes as floor(n/3) x £10 + (n mod 3) x £5 over all n pairs (property)", () => {
    fc.assert(
      fc.property(sizedLines, (ls) => {
        expect(basketSubtotalPence(asLines(ls))).toBe(expected(pairsOf(ls), DEFAULT_UNIT));
      }),
    );
  });

  it("depends only on the number of pairs, not on how they are split into sizes or lines (property)", () => {
    fc.assert(
      fc.property(sizedLines, (ls) => {
        const oneLine = asLines([{ quantity: pairsOf(ls) }]);
        expect(socksSavingPence(asLines(ls))).toBe(socksSavingPence(oneLine));
        expect(socksSavingPence(asLines([...ls].reverse()))).toBe(socksSavingPence(asLines(ls)));
      }),
    );
  });

  it("follows the offer it is given (group size and group price) (property)", () => {
    fc.assert(
      fc.property(
        sizedLines,
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 2000 }),
        (ls, groupSize, groupPricePence) => {
          const offer = { groupSize, groupPricePence };
          const n = pairsOf(ls);
          const groups = Math.floor(n / groupSize);
          const perGroup = Math.max(0, groupSize * DEFAULT_UNIT - groupPricePence);
          expect(socksSavingPence(asLines(ls), offer)).toBe(groups * perGroup);
        },
      ),
    );
  });

  it("is never negative and never more than the socks cost (property)", () => {
    fc.assert(
      fc.property(sizedLines, fc.nat({ max: 5000 }), (ls, unit) => {
        const saving = socksSavingPence(asLines(ls, unit));
        expect(saving).toBeGreaterThanOrEqual(0);
        expect(saving).toBeLessThanOrEqual(pairsOf(ls) * unit);
      }),
    );
  });
});
