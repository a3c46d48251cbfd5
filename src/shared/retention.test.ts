import { describe, expect, it } from "vitest";
import { describeDays, RETENTION_DEFAULTS } from "./retention.ts";

describe("retention periods as the privacy page says them", () => {
  it.each([
    [1, "1 day"],
    [30, "30 days"],
    [45, "45 days"],
    [90, "3 months"],
    [365, "1 year"],
    [730, "2 years"],
    [400, "400 days"],
  ])("%i days reads %s", (days, text) => {
    expect(describeDays(days)).toBe(text);
  });

  it("has the periods the issue names as defaults", () => {
    expect(RETENTION_DEFAULTS).toEqual({
      prescriptionDays: 730,
      unfinishedCheckoutDays: 30,
      chatDays: 365,
      contactDays: 730,
    });
  });
});
