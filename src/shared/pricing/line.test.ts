import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS as RULES } from "#shared/catalogue.ts";
import { PRODUCT_TYPES } from "../catalogue.ts";
import {
  basketSubtotalPence,
  lineSharesPence,
  lineTotalPence,
  orderTypeOf,
  type PricedLine,
} from "./line.ts";
import { socksTotalPence } from "./socks.ts";

const nonSocksType = fc.constantFrom(...PRODUCT_TYPES.filter((type) => type !== "socks"));
const productType = fc.constantFrom(...PRODUCT_TYPES);
const pricedLine: fc.Arbitrary<PricedLine> = fc.record({
  unitPence: fc.nat({ max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  productType,
});

describe("lineTotalPence", () => {
  it.each([
    [5500, 1, 5500],
    [5500 + 2000, 1, 7500],
    [5500 + 2000, 2, 15_000],
    [12_000 + 4500, 3, 49_500],
    [1500, 4, 6000],
    [3500, 0, 0],
    [0, 5, 0],
  ])("(base + surcharge) %i x %i = %i", (unitPence, quantity, total) => {
    expect(lineTotalPence({ unitPence, quantity, productType: "primary" })).toBe(total);
  });

  it.each(PRODUCT_TYPES.filter((type) => type !== "socks"))("multiplies unit by quantity for %s", (type) => {
    expect(lineTotalPence({ unitPence: 1234, quantity: 3, productType: type })).toBe(3702);
  });

  it("is unit x quantity for socks too: their offer is taken off the basket", () => {
    expect(lineTotalPence({ unitPence: 500, quantity: 3, productType: "socks" })).toBe(1500);
    expect(lineTotalPence({ unitPence: 500, quantity: 7, productType: "socks" })).toBe(3500);
  });

  it("is unit x quantity for every non-socks line (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1000 }), nonSocksType, (unit, qty, type) => {
        expect(lineTotalPence({ unitPence: unit, quantity: qty, productType: type })).toBe(unit * qty);
      }),
    );
  });

  it("is unit x quantity for every line of any type (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 1000 }), productType, (unit, qty, type) => {
        expect(lineTotalPence({ unitPence: unit, quantity: qty, productType: type })).toBe(unit * qty);
      }),
    );
  });
});

describe("basketSubtotalPence", () => {
  it("is 0 for an empty basket", () => {
    expect(basketSubtotalPence([], RULES)).toBe(0);
  });

  it("sums the line totals of a mixed basket", () => {
    const lines: PricedLine[] = [
      { unitPence: 5500 + 2000, quantity: 2, productType: "primary" },
      { unitPence: 500, quantity: 4, productType: "socks" },
      { unitPence: 1500, quantity: 1, productType: "accessories" },
    ];
    expect(basketSubtotalPence(lines, RULES)).toBe(15_000 + 1500 + 1500);
  });

  it("counts the pairs of every socks line together (2 + 2 pairs: one group of 3 and one pair)", () => {
    const lines: PricedLine[] = [
      { unitPence: 500, quantity: 2, productType: "socks" },
      { unitPence: 500, quantity: 2, productType: "socks" },
    ];
    expect(basketSubtotalPence(lines, RULES)).toBe(1500);
  });

  it("equals the sum of lineTotalPence when there are no socks (property)", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { maxLength: 20 }), (lines) => {
        const others = lines.filter((l) => l.productType !== "socks");
        const sum = others.reduce((acc, line) => acc + lineTotalPence(line), 0);
        expect(basketSubtotalPence(others, RULES)).toBe(sum);
      }),
    );
  });

  it("does not depend on line order (property)", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { maxLength: 20 }), (lines) => {
        expect(basketSubtotalPence([...lines].reverse(), RULES)).toBe(basketSubtotalPence(lines, RULES));
      }),
    );
  });

  it("is never more than two baskets bought apart, and never negative (property)", () => {
    fc.assert(
      fc.property(fc.array(pricedLine), fc.array(pricedLine), (a, b) => {
        const total = basketSubtotalPence([...a, ...b], RULES);
        expect(total).toBeLessThanOrEqual(basketSubtotalPence(a, RULES) + basketSubtotalPence(b, RULES));
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(total)).toBe(true);
      }),
    );
  });

  it("agrees with socksTotalPence for a single socks line (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), (qty) => {
        expect(basketSubtotalPence([{ unitPence: 500, quantity: qty, productType: "socks" }], RULES)).toBe(
          socksTotalPence(qty, 500, RULES.socksOffer),
        );
      }),
    );
  });
});

describe("lineSharesPence", () => {
  it("adds up to the subtotal and takes the saving only off socks lines (property)", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { maxLength: 20 }), (lines) => {
        const shares = lineSharesPence(lines, RULES);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(basketSubtotalPence(lines, RULES));
        lines.forEach((l, i) => {
          if (l.productType !== "socks") expect(shares[i]).toBe(lineTotalPence(l));
          else expect(shares[i]).toBeLessThanOrEqual(lineTotalPence(l));
          expect(shares[i]).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it("never takes more off a socks line than it costs, however cheap the last line", () => {
    const lines: PricedLine[] = [
      { unitPence: 1, quantity: 1, productType: "socks" },
      { unitPence: 334, quantity: 3, productType: "socks" },
      { unitPence: 0, quantity: 1, productType: "socks" },
    ];
    const shares = lineSharesPence(lines, RULES);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(basketSubtotalPence(lines, RULES));
    expect(shares[2]).toBe(0);
    for (const share of shares) expect(share).toBeGreaterThanOrEqual(0);
  });

  it("shares £10 over 2 Small and 1 Medium pairs", () => {
    const shares = lineSharesPence(
      [
        { unitPence: 500, quantity: 2, productType: "socks" },
        { unitPence: 500, quantity: 1, productType: "socks" },
      ],
      RULES,
    );
    expect(shares).toEqual([667, 333]);
  });
});

describe("orderTypeOf", () => {
  it.each(PRODUCT_TYPES)("is %s when every line has that type", (type) => {
    expect(orderTypeOf([type])).toBe(type);
    expect(orderTypeOf([type, type, type])).toBe(type);
  });

  it("is multi when the types differ", () => {
    expect(orderTypeOf(["primary", "socks"])).toBe("multi");
    expect(orderTypeOf(["primary", "primary", "spare"])).toBe("multi");
    expect(orderTypeOf(["africa_r3d", "prescription_pro", "accessories"])).toBe("multi");
  });

  it("is unknown for no lines", () => {
    expect(orderTypeOf([])).toBe("unknown");
  });

  it("is the single type for any non-empty repetition of one type (property)", () => {
    fc.assert(
      fc.property(productType, fc.integer({ min: 1, max: 30 }), (type, count) => {
        expect(orderTypeOf(Array.from({ length: count }, () => type))).toBe(type);
      }),
    );
  });

  it("is multi exactly when at least two distinct types appear (property)", () => {
    fc.assert(
      fc.property(fc.array(productType, { minLength: 1, maxLength: 20 }), (types) => {
        const distinct = new Set(types).size;
        const result = orderTypeOf(types);
        if (distinct > 1) expect(result).toBe("multi");
        else expect(result).toBe(types[0]);
      }),
    );
  });

  it("does not depend on the order of the lines (property)", () => {
    fc.assert(
      fc.property(fc.array(productType, { maxLength: 20 }), (types) => {
        expect(orderTypeOf([...types].reverse())).toBe(orderTypeOf(types));
      }),
    );
  });
});
