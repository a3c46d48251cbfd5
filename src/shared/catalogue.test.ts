import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLUB_DISCOUNT_PERCENT,
  DEFAULT_SHOP_SETTINGS,
  needsOpticalRim,
  OPTICAL_RIM_LIMITS,
  ORDER_TYPES,
  PRESCRIPTION_FILE_MAX_BYTES,
  PRESCRIPTION_FILE_TYPES,
  PRESCRIPTION_LIMITS,
  PRODUCT_IDS,
  PRODUCT_TYPES,
  SHIPPING_COUNTRIES,
  VISION_TYPE_IDS,
} from "./catalogue.ts";

/** Every sphere value the prescription form allows: -7.00 to +8.00 in 0.25 steps. */
const sphereSteps = fc
  .integer({ min: PRESCRIPTION_LIMITS.sphere.min * 4, max: PRESCRIPTION_LIMITS.sphere.max * 4 })
  .map((quarters) => quarters / 4);

describe("needsOpticalRim", () => {
  it("uses the limits -4.00 and +3.50", () => {
    expect(OPTICAL_RIM_LIMITS).toEqual({ minus: -4, plus: 3.5 });
  });

  it.each([-7, -6.5, -5, -4.25, -4.01, 3.51, 3.75, 4, 5, 8])("sphere %d needs the Optical Rim", (sphere) => {
    expect(needsOpticalRim(sphere)).toBe(true);
  });

  it.each([-4, -3.75, -2, -0.25, 0, 0.25, 1.5, 3, 3.25, 3.5])("sphere %d does not", (sphere) => {
    expect(needsOpticalRim(sphere)).toBe(false);
  });

  it("treats -0 like 0", () => {
    expect(needsOpticalRim(-0)).toBe(false);
  });

  it("is true exactly beyond the limits for every form value (property)", () => {
    fc.assert(
      fc.property(sphereSteps, (sphere) => {
        expect(needsOpticalRim(sphere)).toBe(sphere < -4 || sphere > 3.5);
      }),
    );
  });

  it("is true for any value below -4 or above +3.5 and false between (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: -20, max: 20, noNaN: true }), (sphere) => {
        const inside = sphere >= OPTICAL_RIM_LIMITS.minus && sphere <= OPTICAL_RIM_LIMITS.plus;
        expect(needsOpticalRim(sphere)).toBe(!inside);
      }),
    );
  });

  it("lies inside the form's sphere range", () => {
    expect(OPTICAL_RIM_LIMITS.minus).toBeGreaterThan(PRESCRIPTION_LIMITS.sphere.min);
    expect(OPTICAL_RIM_LIMITS.plus).toBeLessThan(PRESCRIPTION_LIMITS.sphere.max);
  });
});

describe("catalogue constants", () => {
  it("order types are the product types plus multi", () => {
    expect([...ORDER_TYPES]).toEqual([...PRODUCT_TYPES, "multi"]);
    expect(new Set(ORDER_TYPES).size).toBe(ORDER_TYPES.length);
  });

  it("product ids are distinct, and prescription is id 2", () => {
    const ids = Object.values(PRODUCT_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(PRODUCT_IDS.prescription).toBe(2);
  });

  it("vision types are single vision and varifocal", () => {
    expect([...VISION_TYPE_IDS]).toEqual(["single_vision", "varifocal"]);
  });

  it("prescription limits: sphere -7 to +8, cylinder -6 to +6, steps of 0.25", () => {
    expect(PRESCRIPTION_LIMITS).toEqual({
      sphere: { min: -7, max: 8, step: 0.25 },
      cylinder: { min: -6, max: 6, step: 0.25 },
      axis: { min: 0, max: 180 },
      pupillaryDistance: { min: 50, max: 80 },
    });
  });

  it("prescription uploads are at most 5 MB of images or PDF", () => {
    expect(PRESCRIPTION_FILE_MAX_BYTES).toBe(5_242_880);
    expect([...PRESCRIPTION_FILE_TYPES].sort()).toEqual([
      "application/pdf",
      "image/jpeg",
      "image/png",
      "image/webp",
    ]);
  });

  it("shipping countries have distinct two-letter codes and include GB", () => {
    const codes = SHIPPING_COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(SHIPPING_COUNTRIES[0]).toEqual({ code: "GB", name: "United Kingdom" });
  });

  it("club discount is 10% and an unpaid checkout holds for 15 minutes by default", () => {
    expect(CLUB_DISCOUNT_PERCENT).toBe(10);
    expect(DEFAULT_SHOP_SETTINGS.holds).toEqual({ minutes: 15, unitsPerLine: 10, unitsPerAddress: 20 });
  });
});
