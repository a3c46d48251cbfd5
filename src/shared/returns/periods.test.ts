import { describe, expect, it } from "vitest";
import { periodProblem, presetOf, presetPeriod } from "./periods.ts";

describe("the returns numbers' periods", () => {
  it("works out each preset from a London day, across month, quarter and year ends", () => {
    expect(presetPeriod("today", "2026-03-01")).toEqual({ from: "2026-03-01", to: "2026-03-01" });
    expect(presetPeriod("last_7_days", "2026-03-03")).toEqual({ from: "2026-02-25", to: "2026-03-03" });
    expect(presetPeriod("last_30_days", "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(presetPeriod("this_month", "2026-11-29")).toEqual({ from: "2026-11-01", to: "2026-11-29" });
    expect(presetPeriod("last_month", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetPeriod("last_month", "2024-03-31")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(presetPeriod("this_quarter", "2026-12-31")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(presetPeriod("this_quarter", "2026-04-01")).toEqual({ from: "2026-04-01", to: "2026-04-01" });
    expect(presetPeriod("this_quarter", "2026-03-31")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetPeriod("this_year", "2026-11-29")).toEqual({ from: "2026-01-01", to: "2026-11-29" });
  });

  it("knows the preset a period is, today", () => {
    expect(presetOf({ from: "2026-11-01", to: "2026-11-29" }, "2026-11-29")).toBe("this_month");
    expect(presetOf({ from: "2026-11-02", to: "2026-11-29" }, "2026-11-29")).toBeNull();
    expect(presetOf({ from: "2026-11-29", to: "2026-11-29" }, "2026-11-29")).toBeNull();
    expect(presetOf({ from: "2026-11-29", to: "2026-11-29" }, "2026-11-29", ["today"])).toBe("today");
  });

  it("refuses a period that ends before it starts or covers more than three years", () => {
    expect(periodProblem({ from: "2026-11-29", to: "2026-11-29" })).toBeNull();
    expect(periodProblem({ from: "2026-11-29", to: "2026-11-28" })).toMatch(/same day as from or later/);
    expect(periodProblem({ from: "2024-01-01", to: "2026-12-31" })).toBeNull();
    expect(periodProblem({ from: "2024-01-01", to: "2027-01-01" })).toMatch(
      /3 years at most: to must be before 2027-01-01/,
    );
  });
});
