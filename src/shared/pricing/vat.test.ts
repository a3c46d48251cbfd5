import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitVat, vatIncludedPence } from "./vat.ts";

const gross = fc.oneof(fc.nat({ max: 10_000_000 }), fc.maxSafeNat());

describe("vatIncludedPence", () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1], // 0.5p rounds half up
    [4, 1],
    [6, 1],
    [9, 2], // 1.5p
    [599, 100], // 99.83p
    [600, 100],
    [5500, 917], // 916.67p
    [6300, 1050],
    [12_000, 2000],
  ])("%sp gross holds %sp VAT", (g, vat) => {
    expect(vatIncludedPence(g)).toBe(vat);
  });

  it("refuses amounts that are not whole, non-negative pence", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => vatIncludedPence(bad)).toThrow(RangeError);
    }
  });

  it("is the nearest penny to a sixth of the gross, halves rounding up", () => {
    fc.assert(
      fc.property(gross, (g) => {
        const vat = vatIncludedPence(g);
        // |vat - g/6| <= 1/2, and exactly 1/2 only when rounding up.
        const twelfths = 6 * vat - g;
        expect(twelfths).toBeGreaterThan(-3);
        expect(twelfths).toBeLessThanOrEqual(3);
      }),
    );
  });

  it("is never more than a sixth of the gross rounded up to the penny, and never negative", () => {
    fc.assert(
      fc.property(gross, (g) => {
        const vat = vatIncludedPence(g);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(Math.ceil(g / 6));
        expect(Number.isSafeInteger(vat)).toBe(true);
      }),
    );
  });

  it("never grows when the gross shrinks", () => {
    fc.assert(
      fc.property(gross, gross, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(vatIncludedPence(lo)).toBeLessThanOrEqual(vatIncludedPence(hi));
      }),
    );
  });
});

describe("splitVat", () => {
  it("net + vat = gross, with net five times the VAT to within 3p", () => {
    fc.assert(
      fc.property(gross, (g) => {
        const { net, vat } = splitVat(g);
        expect(net + vat).toBe(g);
        expect(Math.abs(net - 5 * vat)).toBeLessThanOrEqual(3);
      }),
    );
  });
});
