import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  bankHolidays,
  isWorkingDay,
  lateBefore,
  workingDaysBetween,
} from "./working-days.ts";

describe("bank holidays of England and Wales", () => {
  it("2026: Easter from the computus, the May and August Mondays, Boxing Day moved off the Saturday", () => {
    expect([...bankHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-04",
      "2026-05-25",
      "2026-08-31",
      "2026-12-25",
      "2026-12-28",
    ]);
  });

  it("2027: Christmas on a Saturday gives the Monday and Tuesday after", () => {
    const days = bankHolidays(2027);
    expect(days.has("2027-12-27")).toBe(true);
    expect(days.has("2027-12-28")).toBe(true);
    expect(days.has("2027-03-26")).toBe(true);
    expect(days.has("2027-03-29")).toBe(true);
  });

  it("a New Year's Day on a Sunday moves to the Monday (2023), and the coronation day counts", () => {
    const days = bankHolidays(2023);
    expect(days.has("2023-01-02")).toBe(true);
    expect(days.has("2023-05-08")).toBe(true);
  });
});

describe("working days", () => {
  it("weekends and bank holidays are not working days", () => {
    expect(isWorkingDay("2026-11-27")).toBe(true);
    expect(isWorkingDay("2026-11-28")).toBe(false);
    expect(isWorkingDay("2026-11-29")).toBe(false);
    expect(isWorkingDay("2026-12-25")).toBe(false);
  });

  it("counts from the next day, skipping weekends", () => {
    expect(addWorkingDays("2026-11-26", 1)).toBe("2026-11-27");
    expect(addWorkingDays("2026-11-27", 1)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-27", 5)).toBe("2026-12-04");
  });

  it("skips Christmas, the moved Boxing Day and New Year's Day", () => {
    expect(addWorkingDays("2026-12-24", 1)).toBe("2026-12-29");
    expect(addWorkingDays("2026-12-31", 1)).toBe("2027-01-04");
  });

  it("skips Easter's Good Friday and Monday", () => {
    expect(addWorkingDays("2026-04-02", 1)).toBe("2026-04-07");
  });
});

describe("waiting in working days", () => {
  it("counts the working days after a day up to another", () => {
    expect(workingDaysBetween("2026-11-27", "2026-11-27")).toBe(0);
    // Friday to Monday: one working day (the Monday).
    expect(workingDaysBetween("2026-11-27", "2026-11-30")).toBe(1);
    // Christmas week 2026: Friday 25 and Monday 28 are bank holidays.
    expect(workingDaysBetween("2026-12-24", "2026-12-29")).toBe(1);
    expect(workingDaysBetween("2026-12-01", "2026-11-30")).toBe(0);
  });

  it("counts by weeks exactly as day by day, across weekends, bank holidays and years", () => {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const start = Date.UTC(2025, 10, 1);
    for (let i = 0; i < 400; i += 3) {
      const from = day(start + i * 86_400_000);
      for (const span of [0, 1, 2, 5, 6, 7, 8, 13, 30, 61, 400]) {
        const to = day(start + (i + span) * 86_400_000);
        let expected = 0;
        for (let d = 1; d <= span; d++) if (isWorkingDay(day(start + (i + d) * 86_400_000))) expected++;
        expect(workingDaysBetween(from, to), `${from} to ${to}`).toBe(expected);
      }
    }
  });

  it("finds the first day from which an order is not yet late", () => {
    // On Wednesday 2 December 2026 with 3 working days allowed: waiting since Thursday 26 November is 4 days.
    expect(lateBefore("2026-12-02", 3)).toBe("2026-11-27");
    expect(workingDaysBetween("2026-11-26", "2026-12-02")).toBe(4);
    expect(workingDaysBetween("2026-11-27", "2026-12-02")).toBe(3);
  });
});
