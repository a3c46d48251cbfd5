import { describe, expect, it } from "vitest";
import { formatDioptres, OPTICAL_RIM_TEXT, SPHERE_RANGE_TEXT } from "./dioptres.ts";

describe("formatDioptres", () => {
  it("signs a value with two decimals, a hyphen for minus", () => {
    expect(formatDioptres(3.5)).toBe("+3.50");
    expect(formatDioptres(-4)).toBe("-4.00");
    expect(formatDioptres(-0.5)).toBe("-0.50");
    expect(formatDioptres(1.25)).toBe("+1.25");
    expect(formatDioptres(0)).toBe("0.00");
    expect(formatDioptres(-0)).toBe("0.00");
  });

  it("prints a true minus sign when asked", () => {
    expect(formatDioptres(-4, { typographic: true })).toBe("\u22124.00");
    expect(formatDioptres(3.5, { typographic: true })).toBe("+3.50");
    expect(formatDioptres(0, { typographic: true })).toBe("0.00");
  });

  it("writes the form's limits", () => {
    expect(SPHERE_RANGE_TEXT).toBe("-7.00 to +8.00");
    expect(OPTICAL_RIM_TEXT).toBe("below -4.00 or above +3.50");
  });
});
