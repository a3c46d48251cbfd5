import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_SETTINGS as RULES } from "../catalogue.ts";
import { computeTotals } from "./charge.ts";
import { type DiscountRule, discountAmountPence } from "./discount.ts";
import { basketSubtotalPence, type PricedLine } from "./line.ts";
import { shippingPence } from "./shipping.ts";

const pence = fc.nat({ max: 10_000_000 });
const shipping = fc.constantFrom(0, 1000);

describe("computeTotals", () => {
  it("the minimum charge is 30p by default", () => {
    expect(RULES.minimumChargePence).toBe(30);
  });

  it("charges the admin's card minimum when the total is below it", () => {
    expect(computeTotals(1000, 1000, 0, { minimumChargePence: 75 }).charge).toBe(75);
    expect(computeTotals(1000, 950, 0, { minimumChargePence: 75 }).charge).toBe(75);
    expect(computeTotals(1000, 900, 0, { minimumChargePence: 75 }).charge).toBe(100);
  });

  it.each([
    // subtotal, discount, shipping -> discount, total, charge
    [10_000, 0, 0, 0, 10_000, 10_000],
    [10_000, 0, 1000, 0, 11_000, 11_000],
    [10_000, 1000, 0, 1000, 9000, 9000],
    [10_000, 1000, 1000, 1000, 10_000, 10_000],
    [5500, 5500, 0, 5500, 0, 30],
    [5500, 9999, 0, 5500, 0, 30],
    [5500, 5500, 1000, 5500, 1000, 1000],
    [5500, 9999, 1000, 5500, 1000, 1000],
    [0, 0, 0, 0, 0, 30],
    [0, 500, 0, 0, 0, 30],
    [0, 0, 1000, 0, 1000, 1000],
    [5500, 5490, 0, 5490, 10, 30],
    [5500, 5470, 0, 5470, 30, 30],
    [5500, -100, 0, 0, 5500, 5500],
  ])("(%i, %i, %i) -> discount %i, total %i, charge %i", (sub, disc, ship, capped, total, charge) => {
    expect(computeTotals(sub, disc, ship, RULES)).toEqual({
      subtotal: sub,
      discount: capped,
      shipping: ship,
      total,
      charge,
    });
  });

  it("total = max(0, subtotal - discount) + shipping (property)", () => {
    fc.assert(
      fc.property(pence, pence, shipping, (sub, disc, ship) => {
        expect(computeTotals(sub, disc, ship, RULES).total).toBe(Math.max(0, sub - disc) + ship);
      }),
    );
  });

  it("the returned fields satisfy the total formula (property)", () => {
    fc.assert(
      fc.property(pence, fc.integer({ min: -1000, max: 20_000_000 }), pence, (sub, disc, ship) => {
        const t = computeTotals(sub, disc, ship, RULES);
        expect(t.subtotal).toBe(sub);
        expect(t.shipping).toBe(ship);
        expect(t.total).toBe(Math.max(0, t.subtotal - t.discount) + t.shipping);
      }),
    );
  });

  it("caps the discount between 0 and the subtotal (property)", () => {
    fc.assert(
      fc.property(pence, fc.integer({ min: -1_000_000, max: 20_000_000 }), shipping, (sub, disc, ship) => {
        const t = computeTotals(sub, disc, ship, RULES);
        expect(t.discount).toBeGreaterThanOrEqual(0);
        expect(t.discount).toBeLessThanOrEqual(sub);
        expect(t.discount).toBe(Math.min(Math.max(disc, 0), sub));
      }),
    );
  });

  it("charges the total, or 30p when the total is below it (property)", () => {
    fc.assert(
      fc.property(pence, pence, shipping, (sub, disc, ship) => {
        const t = computeTotals(sub, disc, ship, RULES);
        expect(t.charge).toBe(Math.max(t.total, 30));
      }),
    );
  });

  it("never has a total below 0 nor a charge below 30p, whatever the inputs (property)", () => {
    const anyInt = fc.integer({ min: -10_000_000, max: 10_000_000 });
    fc.assert(
      fc.property(anyInt, anyInt, anyInt, (sub, disc, ship) => {
        const t = computeTotals(sub, disc, ship, RULES);
        expect(t.total).toBeGreaterThanOrEqual(0);
        expect(t.charge).toBeGreaterThanOrEqual(0);
        expect(t.charge).toBe(Math.max(t.total, 30));
        expect(Number.isSafeInteger(t.charge)).toBe(true);
      }),
    );
  });

  it("raises a positive total below 30p to the 30p card minimum", () => {
    for (let total = 1; total < 30; total++) {
      expect(computeTotals(5500, 5500 - total, 0, RULES).charge).toBe(30);
    }
  });

  it("charges at least 30p for a whole discount with UK shipping (property)", () => {
    fc.assert(
      fc.property(pence, fc.nat({ max: 1_000_000 }), (sub, extra) => {
        const t = computeTotals(sub, sub + extra, 0, RULES);
        expect(t.total).toBe(0);
        expect(t.charge).toBe(30);
      }),
    );
  });

  it("charges just the shipping for a whole discount abroad (property)", () => {
    fc.assert(
      fc.property(pence, fc.nat({ max: 1_000_000 }), (sub, extra) => {
        expect(computeTotals(sub, sub + extra, 1000, RULES).charge).toBe(1000);
      }),
    );
  });
});

describe("a whole checkout priced with the shared code", () => {
  const line: fc.Arbitrary<PricedLine> = fc.record({
    unitPence: fc.nat({ max: 50_000 }),
    quantity: fc.integer({ min: 1, max: 10 }),
    productType: fc.constantFrom("primary", "socks", "accessories", "prescription_pro"),
  });
  const rule: fc.Arbitrary<DiscountRule> = fc.oneof(
    fc.record({
      discountType: fc.constant("percentage" as const),
      discountValue: fc.integer({ min: 0, max: 100 }),
    }),
    fc.record({ discountType: fc.constant("fixed" as const), discountValue: fc.nat({ max: 1_000_000 }) }),
  );
  const country = fc.constantFrom("GB", " united kingdom ", "Ireland", "US", "uk", "France");

  it("example: 2 x Primary+ with a 10% code shipped to Ireland", () => {
    const sub = basketSubtotalPence([{ unitPence: 5500, quantity: 2, productType: "primary" }], RULES);
    const off = discountAmountPence({ discountType: "percentage", discountValue: 10 }, sub);
    const t = computeTotals(sub, off, shippingPence("Ireland", RULES), RULES);
    expect(t).toEqual({ subtotal: 11_000, discount: 1100, shipping: 1000, total: 10_900, charge: 10_900 });
  });

  it("example: a 100% code in the UK charges 30p", () => {
    const sub = basketSubtotalPence([{ unitPence: 500, quantity: 3, productType: "socks" }], RULES);
    const off = discountAmountPence({ discountType: "percentage", discountValue: 100 }, sub);
    expect(computeTotals(sub, off, shippingPence("Great Britain", RULES), RULES)).toEqual({
      subtotal: 1000,
      discount: 1000,
      shipping: 0,
      total: 0,
      charge: 30,
    });
  });

  it("is consistent for any basket, code and country (property)", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), rule, country, (lines, r, where) => {
        const sub = basketSubtotalPence(lines, RULES);
        const off = discountAmountPence(r, sub);
        const ship = shippingPence(where, RULES);
        const t = computeTotals(sub, off, ship, RULES);
        expect(t.discount).toBe(off);
        expect(t.total).toBe(sub - off + ship);
        expect(t.total).toBeGreaterThanOrEqual(ship);
        expect(t.charge).toBe(Math.max(t.total, 30));
        expect(t.charge).toBeGreaterThan(0);
      }),
    );
  });
});
