import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SOCKS_OFFER } from "../catalogue.ts";
import { socksTotalPence } from "./socks.ts";

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
