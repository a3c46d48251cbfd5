import { describe, expect, it } from "vitest";
import { QcReadingsBody } from "#shared/prescription/iso-21987.ts";
import { emptyReadings, readingsBody } from "./qc-readings.ts";

describe("the quality-check form's body", () => {
  it("leaves out the empty boxes and is read by the server's schema", () => {
    const readings = emptyReadings();
    readings.right = {
      ...readings.right,
      sphere: " -2.25",
      cylinder: "-0.50",
      axis: "90",
      opticalCentreMm: "31.5",
    };
    readings.left = { ...readings.left, sphere: "+1.00", prismH: "1.00", baseH: "in", opticalCentreMm: "32" };
    const body = readingsBody(readings);
    expect(body.right).toEqual({ sphere: "-2.25", cylinder: "-0.50", axis: "90", opticalCentreMm: "31.5" });
    const parsed = QcReadingsBody.parse(body);
    expect(parsed.right.sphere).toBe(-225);
    expect(parsed.left.baseH).toBe("in");
  });

  it("gets the server's message naming the field for a box left empty", () => {
    const check = QcReadingsBody.safeParse(readingsBody(emptyReadings()));
    expect(check.success).toBe(false);
    expect(check.error?.issues.map((i) => i.message)).toContain(
      "Right sphere must be a number of dioptres like -2.25",
    );
  });
});
