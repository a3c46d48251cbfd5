import { describe, expect, it } from "vitest";
import {
  londonDateInput,
  londonDateTimeText,
  londonDayStart,
  londonLongDate,
  londonOffsetMinutes,
  londonShortDate,
  londonShortDateTime,
  londonTime,
  parseDay,
  ukLongDateText,
  ukWeekdayDateText,
} from "./dates.ts";

describe("parseDay", () => {
  it("reads real calendar days only", () => {
    expect(parseDay("2024-02-29")).toEqual([2024, 2, 29]);
    for (const bad of [
      "2023-02-29",
      "2024-02-30",
      "2024-13-01",
      "2024-00-10",
      "2024-1-01",
      "",
      "2024-01-01 ",
    ]) {
      expect(parseDay(bad)).toBeNull();
    }
  });
});

describe("London days", () => {
  it("begin at midnight GMT in winter and midnight BST (23:00 UTC) in summer", () => {
    expect(londonDayStart([2025, 1, 15]).toISOString()).toBe("2025-01-15T00:00:00.000Z");
    expect(londonDayStart([2025, 7, 1]).toISOString()).toBe("2025-06-30T23:00:00.000Z");
    expect(londonDayStart([2025, 7, 1], 1).toISOString()).toBe("2025-07-01T23:00:00.000Z");
  });

  it("are right on the days the clocks change", () => {
    // Clocks go forward at 01:00 UTC on 30 March 2025 and back at 01:00 UTC on 26 October 2025.
    expect(londonDayStart([2025, 3, 30]).toISOString()).toBe("2025-03-30T00:00:00.000Z");
    expect(londonDayStart([2025, 3, 31]).toISOString()).toBe("2025-03-30T23:00:00.000Z");
    expect(londonDayStart([2025, 10, 26]).toISOString()).toBe("2025-10-25T23:00:00.000Z");
    expect(londonDayStart([2025, 10, 27]).toISOString()).toBe("2025-10-27T00:00:00.000Z");
    expect(londonOffsetMinutes(Date.UTC(2025, 6, 1))).toBe(60);
  });

  it("write a time as London's clock shows it", () => {
    expect(londonDateTimeText(new Date("2025-07-01T22:30:00Z"))).toBe("2025-07-01 23:30");
    expect(londonDateTimeText(new Date("2025-12-31T23:59:00Z"))).toBe("2025-12-31 23:59");
  });
});

describe("ukLongDateText", () => {
  it("writes the day first with the month in words", () => {
    expect(ukLongDateText("2026-11-24")).toBe("24 November 2026");
    expect(ukLongDateText("2025-06-01")).toBe("1 June 2025");
  });

  it("gives null for text that is not a real day", () => {
    expect(ukLongDateText("November 24, 2026")).toBeNull();
    expect(ukLongDateText("2026-02-30")).toBeNull();
  });
});

describe("ukWeekdayDateText", () => {
  it("writes the weekday, the day and the short month, with the year when asked", () => {
    expect(ukWeekdayDateText("2026-12-01")).toBe("Tue 1 Dec");
    expect(ukWeekdayDateText("2027-01-04", { withYear: true })).toBe("Mon 4 Jan 2027");
    expect(ukWeekdayDateText("2026-02-30")).toBeNull();
  });
});

describe("formatting instants as London dates and times", () => {
  const summer = "2025-06-30T23:30:00.000Z"; // 00:30 BST on 1 July
  const winter = "2025-01-15T23:30:00.000Z"; // 23:30 GMT on 15 January

  it("writes the London day, not the UTC one", () => {
    expect(londonLongDate(summer)).toBe("1 July 2025");
    expect(londonLongDate(new Date(winter))).toBe("15 January 2025");
    expect(londonShortDate(summer)).toBe("01/07/2025");
    expect(londonShortDateTime(summer)).toBe("01/07/2025, 00:30");
    expect(londonShortDateTime(winter)).toBe("15/01/2025, 23:30");
    expect(londonTime(summer)).toBe("00:30");
    expect(londonDateInput(summer)).toBe("2025-07-01");
  });

  it("shows a string that is no date as it came, or nothing where a blank reads better", () => {
    expect(londonLongDate("soon")).toBe("soon");
    expect(londonShortDate("soon")).toBe("soon");
    expect(londonShortDateTime("soon")).toBe("soon");
    expect(londonTime("soon")).toBe("");
    expect(londonDateInput("soon")).toBe("");
  });
});
