import { describe, expect, it } from "vitest";
import {
  checkReadings,
  type FieldCheck,
  type MeasuredEye,
  type OrderedEye,
  QcReadingsBody,
  type ReadingField,
} from "./iso-21987.ts";

const ORDERED: OrderedEye = { sphere: -200, cylinder: 0, axis: 0, monoPd: 31.5, fittingHeight: 22 };
const measuredAs = (o: OrderedEye): MeasuredEye => ({
  sphere: o.sphere,
  cylinder: o.cylinder,
  axis: o.axis,
  ...(o.add === undefined ? {} : { add: o.add }),
  ...(o.prismH === undefined ? {} : { prismH: o.prismH, baseH: o.baseH ?? "in" }),
  ...(o.prismV === undefined ? {} : { prismV: o.prismV, baseV: o.baseV ?? "up" }),
  opticalCentreMm: o.monoPd,
  ...(o.fittingHeight === undefined ? {} : { opticalCentreHeightMm: o.fittingHeight }),
});

/** The right lens's check of one field, the left lens made exactly as ordered. */
function rightField(ordered: OrderedEye, measured: MeasuredEye, field: ReadingField): FieldCheck {
  const result = checkReadings(
    { right: ordered, left: ORDERED },
    { right: measured, left: measuredAs(ORDERED) },
  );
  const check = result.right.find((c) => c.field === field);
  if (!check) throw new Error(`no ${field} check`);
  return check;
}

/** At the tolerance and one step inside pass; one step outside fails, both ways. */
const edges = (tolerance: number, step = 1) =>
  [
    [tolerance - step, true],
    [tolerance, true],
    [tolerance + step, false],
    [-tolerance, true],
    [-(tolerance + step), false],
  ] as const;

describe("the meridian of highest absolute power", () => {
  // Ordered highest meridian at the top of each band, and just above it (the next band's tolerance).
  const bands: [number, number][] = [
    [300, 12],
    [325, 12],
    [600, 12],
    [900, 12],
    [925, 18],
    [1200, 18],
    [1225, 25],
    [2000, 25],
    [2025, 37],
  ];
  describe.each(bands)("ordered %i", (power, tolerance) => {
    it.each(edges(tolerance))("deviation %i passes: %s", (deviation, ok) => {
      for (const sign of [1, -1]) {
        const ordered = { ...ORDERED, sphere: sign * power };
        const check = rightField(
          ordered,
          { ...measuredAs(ordered), sphere: sign * power + deviation },
          "meridian",
        );
        expect(check).toMatchObject({ tolerance, deviation, ok });
      }
    });
  });

  it("compares the stronger meridian, cylinder included", () => {
    const ordered = { ...ORDERED, sphere: -100, cylinder: -200, axis: 90 };
    const check = rightField(ordered, { ...measuredAs(ordered), sphere: -110 }, "meridian");
    expect(check).toMatchObject({ ordered: -300, measured: -310, deviation: -10, ok: true });
  });
});

describe("the cylinder", () => {
  // [highest meridian, cylinder, tolerance]: each column of each row at its upper edge, and above it.
  const cells: [number, number, number][] = [
    [300, 75, 9],
    [300, 100, 12],
    [300, 300, 12],
    [600, 75, 12],
    [600, 400, 12],
    [600, 425, 18],
    [600, 600, 18],
    [900, 625, 25],
    [900, 100, 18],
    [1200, 75, 12],
    [1200, 425, 25],
    [2000, 75, 18],
    [2000, 100, 25],
    [2500, 75, 25],
    [2500, 425, 37],
  ];
  describe.each(cells)("highest %i, cylinder -%i", (highest, cylinder, tolerance) => {
    it.each(edges(tolerance))("deviation %i passes: %s", (deviation, ok) => {
      const ordered = { ...ORDERED, sphere: -highest + cylinder, cylinder: -cylinder, axis: 90 };
      const check = rightField(
        ordered,
        { ...measuredAs(ordered), cylinder: -cylinder + deviation },
        "cylinder",
      );
      expect(check).toMatchObject({ tolerance, deviation, ok });
    });
  });

  it("reads a plus-cylinder reading as its minus-cylinder lens", () => {
    const ordered = { ...ORDERED, sphere: -100, cylinder: -50, axis: 20 };
    const reading = { ...measuredAs(ordered), sphere: -150, cylinder: 50, axis: 110 };
    const result = checkReadings(
      { right: ordered, left: ORDERED },
      { right: reading, left: measuredAs(ORDERED) },
    );
    expect(result.pass).toBe(true);
  });
});

describe("the axis", () => {
  const bands: [number, number][] = [
    [25, 16],
    [50, 9],
    [75, 6],
    [100, 4],
    [150, 4],
    [175, 3],
    [400, 3],
  ];
  describe.each(bands)("cylinder -%i", (cylinder, tolerance) => {
    it.each(edges(tolerance))("%i degrees off passes: %s", (off, ok) => {
      const ordered = { ...ORDERED, sphere: -100, cylinder: -cylinder, axis: 90 };
      const check = rightField(ordered, { ...measuredAs(ordered), axis: 90 + off }, "axis");
      expect(check).toMatchObject({ tolerance, deviation: Math.abs(off), ok });
    });
  });

  it("counts across 180", () => {
    const ordered = { ...ORDERED, sphere: -100, cylinder: -200, axis: 178 };
    expect(rightField(ordered, { ...measuredAs(ordered), axis: 1 }, "axis")).toMatchObject({
      deviation: 3,
      ok: true,
    });
  });

  it("is not checked without a cylinder", () => {
    const result = checkReadings(
      { right: ORDERED, left: ORDERED },
      { right: measuredAs(ORDERED), left: measuredAs(ORDERED) },
    );
    expect(result.right.map((c) => c.field)).not.toContain("axis");
  });
});

describe("the addition", () => {
  describe.each([
    [100, 12],
    [400, 12],
    [425, 18],
  ])("ordered +%i", (add, tolerance) => {
    it.each(edges(tolerance))("deviation %i passes: %s", (deviation, ok) => {
      const ordered = { ...ORDERED, add };
      const check = rightField(ordered, { ...measuredAs(ordered), add: add + deviation }, "add");
      expect(check).toMatchObject({ tolerance, deviation, ok });
    });
  });

  it("fails a missing addition", () => {
    const ordered = { ...ORDERED, add: 200 };
    const { add: _, ...noAdd } = measuredAs(ordered);
    expect(rightField(ordered, noAdd, "add").ok).toBe(false);
  });
});

describe("the prism", () => {
  // [ordered prism, highest meridian, tolerance]: the band's amount plus a tenth of S(max).
  describe.each([
    [100, 0, 25],
    [200, 0, 25],
    [225, 0, 37],
    [1000, 0, 37],
    [1050, 0, 50],
    [100, 300, 55],
  ])("ordered %i base in, highest meridian %i", (prismH, highest, tolerance) => {
    it.each(edges(tolerance))("deviation %i passes: %s", (deviation, ok) => {
      const ordered: OrderedEye = { ...ORDERED, sphere: highest, prismH, baseH: "in" };
      const check = rightField(ordered, { ...measuredAs(ordered), prismH: prismH + deviation }, "prismH");
      expect(check).toMatchObject({ tolerance, deviation, ok });
    });
  });

  it("fails the right amount on the wrong base", () => {
    const ordered: OrderedEye = { ...ORDERED, prismV: 100, baseV: "up" };
    const check = rightField(ordered, { ...measuredAs(ordered), baseV: "down" }, "prismV");
    expect(check).toMatchObject({ ordered: 100, measured: -100, ok: false });
  });

  it("checks an unwanted prism against none", () => {
    const plano = { ...ORDERED, sphere: 0 };
    const check = rightField(plano, { ...measuredAs(plano), prismH: 30, baseH: "out" }, "prismH");
    expect(check).toMatchObject({ ordered: 0, measured: -30, tolerance: 25, ok: false });
  });
});

describe("the centration", () => {
  it.each(edges(1, 0.1))("horizontally %d mm off passes: %s", (off, ok) => {
    const check = rightField(ORDERED, { ...measuredAs(ORDERED), opticalCentreMm: 31.5 + off }, "centreH");
    expect(check).toMatchObject({ tolerance: 1, ok });
    expect(check.deviation).toBeCloseTo(off, 5);
  });

  it.each(edges(1, 0.1))("vertically %d mm off passes: %s", (off, ok) => {
    const check = rightField(ORDERED, { ...measuredAs(ORDERED), opticalCentreHeightMm: 22 + off }, "centreV");
    expect(check).toMatchObject({ tolerance: 1, ok });
  });
});

describe("checkReadings", () => {
  const right: OrderedEye = {
    sphere: -225,
    cylinder: -75,
    axis: 170,
    add: 200,
    monoPd: 32,
    fittingHeight: 20,
  };
  const left: OrderedEye = {
    sphere: -250,
    cylinder: -50,
    axis: 10,
    add: 200,
    prismV: 100,
    baseV: "down",
    monoPd: 31,
    fittingHeight: 20,
  };

  it("passes a pair within every tolerance", () => {
    const result = checkReadings(
      { right, left },
      {
        right: { ...measuredAs(right), sphere: -230, axis: 174, add: 210, opticalCentreMm: 32.6 },
        left: { ...measuredAs(left), cylinder: -56, prismV: 120, baseV: "down", opticalCentreHeightMm: 19.2 },
      },
    );
    expect(result.pass).toBe(true);
    expect(result.right.map((c) => c.field)).toEqual([
      "meridian",
      "cylinder",
      "axis",
      "add",
      "centreH",
      "centreV",
    ]);
    expect(result.left.map((c) => c.field)).toContain("prismV");
  });

  it("fails the pair on one field out", () => {
    const result = checkReadings(
      { right, left },
      { right: measuredAs(right), left: { ...measuredAs(left), axis: 20 } },
    );
    expect(result.pass).toBe(false);
    expect([...result.right, ...result.left].filter((c) => !c.ok)).toEqual([
      { field: "axis", ordered: 10, measured: 20, deviation: 10, tolerance: 9, ok: false },
    ]);
  });
});

describe("QcReadingsBody", () => {
  const eye = { sphere: "-2.25", cylinder: "-0.75", axis: "170", add: "+2.00", opticalCentreMm: "32" };

  it("turns the typed dioptres into hundredths", () => {
    const body = QcReadingsBody.parse({ right: eye, left: { sphere: -1, opticalCentreMm: 31.25, axis: "" } });
    expect(body.right).toEqual({ sphere: -225, cylinder: -75, axis: 170, add: 200, opticalCentreMm: 32 });
    expect(body.left).toEqual({ sphere: -100, cylinder: 0, axis: 0, opticalCentreMm: 31.3 });
  });

  it.each([
    [{ right: { ...eye, sphere: "minus two" } }, "Right sphere must be a number of dioptres like -2.25"],
    [{ left: { ...eye, sphere: "-2.255" } }, "Left sphere must be a number of dioptres like -2.25"],
    [{ right: { ...eye, cylinder: "" } }, "Right axis is given without a cylinder"],
    [{ left: { ...eye, axis: undefined } }, "Left axis is needed with a cylinder"],
    [{ right: { ...eye, axis: "181" } }, "Right axis must be a whole number of degrees from 0 to 180"],
    [{ right: { ...eye, prismH: "1" } }, "Right horizontal prism needs its base"],
    [{ left: { ...eye, baseV: "sideways", prismV: "1" } }, "Left vertical base must be up or down"],
    [
      { right: { ...eye, opticalCentreMm: "" } },
      "Right optical centre must be a number of millimetres like 31.5",
    ],
  ])("refuses %j with its message", (change, message) => {
    const result = QcReadingsBody.safeParse({ right: eye, left: eye, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
