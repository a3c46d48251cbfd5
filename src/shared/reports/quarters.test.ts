import { describe, expect, it } from "vitest";
import { recentQuarters } from "./quarters.ts";

describe("recentQuarters", () => {
  it("lists the quarter of the day first, then the ones before it across a year's turn", () => {
    expect(recentQuarters("2026-02-14", 3)).toEqual([
      { value: "2026-Q1", label: "January to March 2026", from: "2026-01-01", to: "2026-03-31" },
      { value: "2025-Q4", label: "October to December 2025", from: "2025-10-01", to: "2025-12-31" },
      { value: "2025-Q3", label: "July to September 2025", from: "2025-07-01", to: "2025-09-30" },
    ]);
  });

  it("ends each quarter on its last day, 30 June and 31 December included", () => {
    expect(recentQuarters("2024-06-30", 1)[0]).toMatchObject({ from: "2024-04-01", to: "2024-06-30" });
    expect(recentQuarters("2024-12-31", 1)[0]).toMatchObject({ from: "2024-10-01", to: "2024-12-31" });
    expect(recentQuarters("2024-10-01", 1)[0]?.value).toBe("2024-Q4");
  });
});
