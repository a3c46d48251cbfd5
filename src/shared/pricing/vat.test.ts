import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitVat, vatIncludedPence } from "./vat.ts";

const gross = fc.oneof(fc.nat({ max: 10_000_000 }), fc.maxSafeNat());
const lines = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 60 });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("vatIncludedPence", () => {
  it.each([
    [0, 0],
    [1, 0],
    [3, 0], // 0.5p rounds down
    [5, 0],
    [6, 1],
    [11, 1],
    [599, 99], // 99.83p
    [600, 100],
    [5500, 916], // 916.67p
    [6300, 1050],
    [6850, 1141], // 1141.67p
    [12_000, 2000],
  ])("%sp gross holds %sp VAT", (g, vat) => {
    expect(vatIncludedPence(g)).toBe(vat);
  });

  it("refuses amounts that are not whole, non-negative pence", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => vatIncludedPence(bad)).toThrow(RangeError);
    }
  });

  it("is never more than a sixth of the gross, and never negative", () => {
    fc.assert(
      fc.property(gross, (g) => {
        const vat = vatIncludedPence(g);
        expect(Number.isSafeInteger(vat)).toBe(true);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(6 * vat).toBeLessThanOrEqual(g);
      }),
    );
  });

  it("is a sixth rounded down: less than a penny below the exact sixth", () => {
    fc.assert(
      fc.property(gross, (g) => {
        const sixthsBelow = g - 6 * vatIncludedPence(g);
        expect(sixthsBelow).toBeGreaterThanOrEqual(0);
        expect(sixthsBelow).toBeLessThan(6);
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

  it("across lines: the invoice's VAT is the lines' rounded VAT summed plus the pennies rounding lost, under one per line", () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const perLine = sum(ls.map(vatIncludedPence));
        const invoice = vatIncludedPence(sum(ls));
        expect(invoice).toBeGreaterThanOrEqual(perLine);
        expect(invoice - perLine).toBeLessThan(ls.length);
        expect(invoice - perLine).toBe(Math.floor(sum(ls.map((l) => l % 6)) / 6));
      }),
    );
  });
});

describe("splitVat", () => {
  it("net + vat = gross, with net five times the VAT plus less than 6p", () => {
    fc.assert(
      fc.property(gross, (g) => {
        const { net, vat } = splitVat(g);
        expect(net + vat).toBe(g);
        expect(net - 5 * vat).toBeGreaterThanOrEqual(0);
        expect(net - 5 * vat).toBeLessThan(6);
      }),
    );
  });
});
