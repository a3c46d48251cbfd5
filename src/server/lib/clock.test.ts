import { describe, expect, it } from "vitest";
import { now, parseTestNow, runAt } from "./clock.ts";

const AT = new Date("2026-12-12T12:00:00.000Z");
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the clock the returns code asks", () => {
  it("is the real time outside runAt", () => {
    const before = Date.now();
    const at = now().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it("answers runAt's moment through awaits, and only inside it", async () => {
    const seen = await runAt(AT, async () => {
      await pause();
      return now().toISOString();
    });
    expect(seen).toBe(AT.toISOString());
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it("keeps two requests' moments apart when they run at once", async () => {
    const other = new Date("2027-01-05T09:30:00.000Z");
    const [a, b] = await Promise.all([
      runAt(AT, async () => {
        await pause();
        return now().toISOString();
      }),
      runAt(other, async () => {
        await pause();
        return now().toISOString();
      }),
    ]);
    expect([a, b]).toEqual([AT.toISOString(), other.toISOString()]);
  });

  it("gives a fresh Date each time, so a caller cannot move it by mutating one", () => {
    runAt(AT, () => {
      now().setFullYear(2000);
      expect(now().toISOString()).toBe(AT.toISOString());
    });
  });
});

describe("parseTestNow", () => {
  it.each([
    ["2026-12-12T12:00:00Z", "2026-12-12T12:00:00.000Z"],
    ["2026-12-12T12:00:00.250Z", "2026-12-12T12:00:00.250Z"],
    ["2026-12-12T12:00+01:00", "2026-12-12T11:00:00.000Z"],
  ])("reads %s", (text, iso) => {
    expect(parseTestNow(text)?.toISOString()).toBe(iso);
  });

  it.each([
    "",
    "tomorrow",
    "2026-12-12",
    "2026-12-12T12:00:00",
    "1765540800000",
    "2026-13-45T12:00:00Z",
    "2026-12-12T12:00:00Z; drop table returns",
  ])("refuses %j", (text) => {
    expect(parseTestNow(text)).toBeNull();
  });
});
