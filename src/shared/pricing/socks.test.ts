import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS as RULES } from "../catalogue.ts";
import { basketSubtotalPence } from "./line.ts";
import { socksSavingPence, socksTotalPence } from "./socks.ts";

const DEFAULT_UNIT = 500;

/** The offer's formula: floor(n/3) x £10 + (n mod 3) x unit. */
function expected(n: number, unit: number): number {
  return Math.floor(n / 3) * 1000 + (n % 3) * unit;
}

describe("the default socks offer", () => {
  it("is 3 pairs for £10, as migration 0011 stores it", () => {
    expect(RULES.socksOffer).toEqual({ pairsPerGroup: 3, groupPricePence: 1000 });
  });
});

describe("socksTotalPence with the admin's offer", () => {
  it("groups by the given pairs per group at the given group price", () => {
    const offer = { pairsPerGroup: 4, groupPricePence: 1200 };
    expect(socksTotalPence(3, 500, offer)).toBe(1500);
    expect(socksTotalPence(4, 500, offer)).toBe(1200);
    expect(socksTotalPence(9, 500, offer)).toBe(2900);
  });

  it("equals floor(n/k) groups plus the rest at the unit price for any offer (property)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 200 }),
        fc.nat({ max: 5000 }),
        fc.integer({ min: 2, max: 20 }),
        fc.nat({ max: 100_000 }),
        (n, unit, k, group) => {
          const total = socksTotalPence(n, unit, { pairsPerGroup: k, groupPricePence: group });
          expect(total).toBe(Math.floor(n / k) * group + (n % k) * unit);
        },
      ),
    );
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
    expect(socksTotalPence(n, DEFAULT_UNIT, RULES.socksOffer)).toBe(pence);
  });

  it("matches the formula for every n from 0 to 300 at £5", () => {
    for (let n = 0; n <= 300; n++) {
      expect(socksTotalPence(n, DEFAULT_UNIT, RULES.socksOffer)).toBe(expected(n, DEFAULT_UNIT));
    }
  });

  it("charges the remainder at the given unit price, not £5", () => {
    expect(socksTotalPence(1, 700, RULES.socksOffer)).toBe(700);
    expect(socksTotalPence(2, 650, RULES.socksOffer)).toBe(1300);
    expect(socksTotalPence(4, 700, RULES.socksOffer)).toBe(1700);
    expect(socksTotalPence(5, 1, RULES.socksOffer)).toBe(1002);
  });

  it("prices complete groups at £10 whatever the unit price", () => {
    expect(socksTotalPence(3, 1, RULES.socksOffer)).toBe(1000);
    expect(socksTotalPence(6, 9999, RULES.socksOffer)).toBe(2000);
    expect(socksTotalPence(3, 0, RULES.socksOffer)).toBe(1000);
  });

  it("matches floor(n/3) x 1000 + (n mod 3) x unit (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (n, unit) => {
        expect(socksTotalPence(n, unit, RULES.socksOffer)).toBe(expected(n, unit));
      }),
    );
  });

  it("adds exactly £10 for every 3 extra pairs (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.nat({ max: 100_000 }), (n, unit) => {
        expect(
          socksTotalPence(n + 3, unit, RULES.socksOffer) - socksTotalPence(n, unit, RULES.socksOffer),
        ).toBe(1000);
      }),
    );
  });

  it("is a whole number of pence and never negative (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (n, unit) => {
        const total = socksTotalPence(n, unit, RULES.socksOffer);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("is never dearer than buying every pair at £5 (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (n) => {
        expect(socksTotalPence(n, DEFAULT_UNIT, RULES.socksOffer)).toBeLessThanOrEqual(n * DEFAULT_UNIT);
      }),
    );
  });

  it("never decreases as more pairs are added at £5 (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (n) => {
        expect(socksTotalPence(n + 1, DEFAULT_UNIT, RULES.socksOffer)).toBeGreaterThanOrEqual(
          socksTotalPence(n, DEFAULT_UNIT, RULES.socksOffer),
        );
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
    expect(socksSavingPence(lines, RULES.socksOffer)).toBe(500);
    expect(basketSubtotalPence(lines, RULES)).toBe(1000);
  });

  it("gives no saving below a group, and ignores other products", () => {
    expect(socksSavingPence(asLines([{ quantity: 1 }, { quantity: 1 }]), RULES.socksOffer)).toBe(0);
    expect(
      socksSavingPence([{ unitPence: 500, quantity: 3, productType: "accessories" }], RULES.socksOffer),
    ).toBe(0);
  });

  it("prices any mix of sizes as floor(n/3) x £10 + (n mod 3) x £5 over all n pairs (property)", () => {
    fc.assert(
      fc.property(sizedLines, (ls) => {
        expect(basketSubtotalPence(asLines(ls), RULES)).toBe(expected(pairsOf(ls), DEFAULT_UNIT));
      }),
    );
  });

  it("depends only on the number of pairs, not on how they are split into sizes or lines (property)", () => {
    fc.assert(
      fc.property(sizedLines, (ls) => {
        const oneLine = asLines([{ quantity: pairsOf(ls) }]);
        expect(socksSavingPence(asLines(ls), RULES.socksOffer)).toBe(
          socksSavingPence(oneLine, RULES.socksOffer),
        );
        expect(socksSavingPence(asLines([...ls].reverse()), RULES.socksOffer)).toBe(
          socksSavingPence(asLines(ls), RULES.socksOffer),
        );
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
          const offer = { pairsPerGroup: groupSize, groupPricePence };
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
        const saving = socksSavingPence(asLines(ls, unit), RULES.socksOffer);
        expect(saving).toBeGreaterThanOrEqual(0);
        expect(saving).toBeLessThanOrEqual(pairsOf(ls) * unit);
      }),
    );
  });
});
