import { describe, expect, it } from "vitest";
import { overviewBuckets } from "./overview-buckets.ts";

const HOUR = 3_600_000;
const hours = (bounds: Date[]) =>
  bounds.slice(1).map((b, i) => (b.getTime() - (bounds[i] as Date).getTime()) / HOUR);

describe("the overview's buckets", () => {
  it("cuts London days of 24, 25 and 23 hours across the clock changes", () => {
    const october = overviewBuckets({ from: "2025-10-25", to: "2025-10-27" }, "day");
    expect(october.previousFrom).toBe("2025-10-22");
    expect(october.previousTo).toBe("2025-10-24");
    expect(october.bounds.map((b) => b.toISOString())).toEqual([
      "2025-10-21T23:00:00.000Z",
      "2025-10-22T23:00:00.000Z",
      "2025-10-23T23:00:00.000Z",
      "2025-10-24T23:00:00.000Z",
      "2025-10-25T23:00:00.000Z",
      "2025-10-27T00:00:00.000Z",
      "2025-10-28T00:00:00.000Z",
    ]);
    expect(hours(october.bounds)).toEqual([24, 24, 24, 24, 25, 24]);
    const march = overviewBuckets({ from: "2026-03-28", to: "2026-03-30" }, "day");
    expect(hours(march.bounds)).toEqual([24, 24, 24, 24, 23, 24]);
    expect(march.bounds[4]?.toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(march.bounds[5]?.toISOString()).toBe("2026-03-29T23:00:00.000Z");
  });

  it("starts weeks on Mondays, the first at the period's first day, the period before cut at the same offsets", () => {
    // Thursday 1 January to Sunday 1 February 2026: 32 days.
    const b = overviewBuckets({ from: "2026-01-01", to: "2026-02-01" }, "week");
    expect(b.starts).toEqual(["2026-01-01", "2026-01-05", "2026-01-12", "2026-01-19", "2026-01-26"]);
    expect(b.previousFrom).toBe("2025-11-30");
    expect(b.previousTo).toBe("2025-12-31");
    expect(b.bounds.map((d) => d.toISOString().slice(0, 10))).toEqual([
      "2025-11-30",
      "2025-12-04",
      "2025-12-11",
      "2025-12-18",
      "2025-12-25",
      "2026-01-01",
      "2026-01-05",
      "2026-01-12",
      "2026-01-19",
      "2026-01-26",
      "2026-02-02",
    ]);
  });

  it("has a bucket a day for a year", () => {
    const b = overviewBuckets({ from: "2025-01-01", to: "2025-12-31" }, "day");
    expect(b.starts).toHaveLength(365);
    expect(b.bounds).toHaveLength(731);
    expect(b.previousFrom).toBe("2024-01-02");
  });
});
