import { describe, expect, it } from "vitest";
import type { LabJob } from "./job.ts";
import { labJobFile } from "./oma.ts";
import { prismParts, readDcs } from "./test-dcs-reader.ts";
import { PLANO_SUN, SINGLE_VISION, VARIFOCAL_WITH_PRISM } from "./test-jobs.ts";

const both = (value: string | number) => ({ right: value, left: value });
const perEye = <T>(job: LabJob, pick: (eye: LabJob["eyes"]["right"]) => T) => ({
  right: pick(job.eyes.right),
  left: pick(job.eyes.left),
});

describe("labJobFile", () => {
  it("writes a single-vision job whose every record reads back", () => {
    const file = labJobFile(SINGLE_VISION);
    expect(file).toMatch(/^JOB=LJ-000101\r\n/);
    expect(file.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const records = readDcs(file);
    expect(Object.fromEntries(records)).toEqual({
      JOB: "LJ-000101",
      _ORDER: "NDR-1001",
      DO: "B",
      LTYP: both("SV"),
      LNAM: both("single-vision Polycarbonate 1.59"),
      LMATTYPE: both("Polycarbonate"),
      LIND: both(1.59),
      SPH: perEye(SINGLE_VISION, (e) => e.sphere),
      CYL: perEye(SINGLE_VISION, (e) => e.cylinder),
      AX: perEye(SINGLE_VISION, (e) => e.axis),
      IPD: perEye(SINGLE_VISION, (e) => e.monoPd),
      OCHT: perEye(SINGLE_VISION, (e) => e.fittingHeight),
      HBOX: both(58),
      VBOX: both(38.5),
      DBL: 16,
      // The reserved ";" of the frame's name and the line break of the notes are taken out.
      FRNM: "Trail Wrap matte black",
      ACOAT: both("Anti-reflection"),
      _NOTE: "Sports wrap: compensate for the wrap angle. Call before glazing.",
    });
  });

  it("writes a varifocal with prism: addition, fitting heights and each prism's parts", () => {
    const records = readDcs(labJobFile(VARIFOCAL_WITH_PRISM));
    expect(records.get("LTYP")).toEqual(both("PR"));
    expect(records.get("SPH")).toEqual({ right: 150, left: 175 });
    expect(records.get("CYL")).toEqual({ right: -50, left: -25 });
    expect(records.get("AX")).toEqual({ right: 90, left: 85 });
    expect(records.get("ADD")).toEqual(both(225));
    expect(records.get("SEGHT")).toEqual({ right: 24, left: 24.5 });
    expect(records.has("OCHT")).toBe(false);
    expect(records.get("IPD")).toEqual({ right: 30.5, left: 31 });
    expect(records.get("LIND")).toEqual(both(1.53));
    expect(records.get("TINT")).toEqual(both("Brown 85%"));
    expect(records.get("ACOAT")).toEqual(both("Hard coat"));
    expect(records.get("FRNM")).toBe("Road Pro");
    expect(records.get("_ORDER")).toBe("NDR-1002");

    const magnitude = records.get("PRVM") as { right: number; left: number };
    const angle = records.get("PRVA") as { right: number; left: number };
    expect(magnitude).toEqual(both(112)); // 1.12 prism dioptres: 1.00 horizontal and 0.50 vertical
    // Right: base in and up, towards the wearer's left and up; left: base out (also the wearer's left) and down.
    expect(angle.right).toBeCloseTo(26.6, 1);
    expect(angle.left).toBeCloseTo(333.4, 1);
    const right = prismParts(magnitude.right / 100, angle.right, "right");
    const left = prismParts(magnitude.left / 100, angle.left, "left");
    expect(right.baseIn).toBeCloseTo(1, 2);
    expect(right.baseUp).toBeCloseTo(0.5, 2);
    expect(left.baseIn).toBeCloseTo(-1, 2);
    expect(left.baseUp).toBeCloseTo(-0.5, 2);
  });

  it("writes plano sun lenses: zero powers, no addition, prism or heights", () => {
    const records = readDcs(labJobFile(PLANO_SUN));
    expect(records.get("LTYP")).toEqual(both("SV"));
    expect(records.get("SPH")).toEqual(both(0));
    expect(records.get("CYL")).toEqual(both(0));
    expect(records.get("AX")).toEqual(both(0));
    expect(records.get("IPD")).toEqual(both(32));
    expect(records.get("TINT")).toEqual(both("Grey polarised"));
    // The reserved "=" is taken out of a literal; the accent goes with the ASCII-only rule.
    expect(records.get("LMATTYPE")).toEqual(both("CR-39 hard resin"));
    expect(records.get("FRNM")).toBe("Cafe Racer");
    for (const absent of ["ADD", "PRVM", "PRVA", "SEGHT", "OCHT", "HBOX", "VBOX", "DBL", "ACOAT", "_NOTE"]) {
      expect(records.has(absent), absent).toBe(false);
    }
  });
});
