import { z } from "zod";

/**
 * Checks a finished pair of glasses against its order by the tolerances of ISO 21987:2017 (mounted
 * spectacle lenses), which takes its power tolerances from ISO 8980-1 (uncut finished single-vision and
 * multifocal lenses) and ISO 8980-2 (progressive lenses).
 *
 * Units: powers (sphere, cylinder, addition) in integer hundredths of a dioptre (-225 is -2.25 D), prism in
 * integer hundredths of a prism dioptre, axis in whole degrees, distances in millimetres (tenths kept).
 *
 * Where the values come from. The standard itself is sold, not published, and no summary of its tables
 * could be read while this was written; the values below are those commonly published from it:
 * - meridian power and cylinder power (ISO 8980-1 Table 1, used by ISO 21987:2017 Table 1): the rows of
 *   UK and European lab tolerance sheets;
 * - cylinder axis (ISO 8980-1 Table 2, ISO 21987:2017 Table 2) and addition (ISO 8980-1 Table 3, ISO
 *   8980-2, ISO 21987:2017 Table 3): the same sheets;
 * - prismatic power, 0.25 + 0.1 x S(max) prism dioptres up to 2.00 (ISO 8980-1 Table 4, ISO 21987:2017
 *   Table 4), and the centration of ±1.0 mm horizontally (against the monocular PD) and vertically (against
 *   the fitting height) per lens (ISO 21987:2017 Table 5): lab summaries.
 * Every value must be checked against the purchased standard before the shop relies on it; they are data
 * here so that check changes numbers only.
 */

/** Upper bounds are inclusive ("up to and including"); the last band has no bound. */
interface Band<T> {
  upTo: number;
  value: T;
}

const band = <T>(bands: Band<T>[], above: T, x: number): T => bands.find((b) => x <= b.upTo)?.value ?? above;

/**
 * By the absolute power of the meridian of highest absolute power: the tolerance on that meridian's power,
 * and the cylinder tolerance by cylinder (up to 0.75, up to 4.00, up to 6.00, above 6.00).
 */
export const POWER_TABLE: { upTo: number; meridian: number; cylinder: [number, number, number, number] }[] = [
  { upTo: 300, meridian: 12, cylinder: [9, 12, 18, 25] },
  { upTo: 600, meridian: 12, cylinder: [12, 12, 18, 25] },
  { upTo: 900, meridian: 12, cylinder: [12, 18, 18, 25] },
  { upTo: 1200, meridian: 18, cylinder: [12, 18, 25, 25] },
  { upTo: 2000, meridian: 25, cylinder: [18, 25, 25, 25] },
  { upTo: Number.POSITIVE_INFINITY, meridian: 37, cylinder: [25, 25, 37, 37] },
];
const CYLINDER_COLUMNS = [75, 400, 600];
const rowFor = (highest: number) =>
  POWER_TABLE.find((r) => Math.abs(highest) <= r.upTo) ?? { meridian: 37, cylinder: [25, 25, 37, 37] };

/** Axis tolerance in degrees by the ordered cylinder's absolute power. */
export const AXIS_TABLE: Band<number>[] = [
  { upTo: 25, value: 16 },
  { upTo: 50, value: 9 },
  { upTo: 75, value: 6 },
  { upTo: 150, value: 4 },
];
const AXIS_ABOVE = 3;

/** Addition tolerance by the ordered addition. */
export const ADDITION_TABLE: Band<number>[] = [{ upTo: 400, value: 12 }];
const ADDITION_ABOVE = 18;

/** Prism tolerance by the ordered prism: a base amount plus a tenth of S(max) (both in prism hundredths). */
export const PRISM_TABLE: Band<number>[] = [
  { upTo: 200, value: 25 },
  { upTo: 1000, value: 37 },
];
const PRISM_ABOVE = 50;

/** Optical centre against the ordered monocular PD (horizontal) and fitting height (vertical), per lens. */
export const CENTRATION_MM = { horizontal: 1.0, vertical: 1.0 };

export const highestMeridian = (sphere: number, cylinder: number): number =>
  Math.abs(sphere + cylinder) > Math.abs(sphere) ? sphere + cylinder : sphere;

export const meridianTolerance = (highest: number): number => rowFor(highest).meridian;

export function cylinderTolerance(highest: number, cylinder: number): number {
  const column = CYLINDER_COLUMNS.findIndex((upTo) => Math.abs(cylinder) <= upTo);
  return rowFor(highest).cylinder[column === -1 ? 3 : column] ?? 37;
}

export const axisTolerance = (cylinder: number) => band(AXIS_TABLE, AXIS_ABOVE, Math.abs(cylinder));
export const additionTolerance = (add: number) => band(ADDITION_TABLE, ADDITION_ABOVE, Math.abs(add));
export const prismTolerance = (prism: number, highest: number) =>
  band(PRISM_TABLE, PRISM_ABOVE, Math.abs(prism)) + Math.round(Math.abs(highest) / 10);

export type BaseH = "in" | "out";
export type BaseV = "up" | "down";

export interface OrderedEye {
  sphere: number;
  cylinder: number;
  axis: number;
  add?: number;
  prismH?: number;
  baseH?: BaseH;
  prismV?: number;
  baseV?: BaseV;
  monoPd: number;
  fittingHeight?: number;
}

export interface MeasuredEye {
  sphere: number;
  cylinder: number;
  axis: number;
  add?: number;
  prismH?: number;
  baseH?: BaseH;
  prismV?: number;
  baseV?: BaseV;
  /** The measured monocular centration distance (bridge centre to optical centre). */
  opticalCentreMm: number;
  opticalCentreHeightMm?: number;
}

export type ReadingField =
  | "meridian"
  | "cylinder"
  | "axis"
  | "add"
  | "prismH"
  | "prismV"
  | "centreH"
  | "centreV";

export interface FieldCheck {
  field: ReadingField;
  ordered: number;
  measured: number;
  /** measured - ordered (the axis: the smaller angle between them). */
  deviation: number;
  tolerance: number;
  ok: boolean;
}

export interface ReadingsCheck {
  right: FieldCheck[];
  left: FieldCheck[];
  pass: boolean;
}

type Eyes<T> = { right: T; left: T };

/** The same lens in minus-cylinder form, so a reading in plus cylinder compares with the order. */
function minusCylinder<T extends { sphere: number; cylinder: number; axis: number }>(lens: T): T {
  if (lens.cylinder <= 0) return lens;
  const axis = lens.axis > 90 ? lens.axis - 90 : lens.axis + 90;
  return { ...lens, sphere: lens.sphere + lens.cylinder, cylinder: -lens.cylinder, axis };
}

const signedH = (prism?: number, base?: BaseH) => (prism ? (base === "out" ? -prism : prism) : 0);
const signedV = (prism?: number, base?: BaseV) => (prism ? (base === "down" ? -prism : prism) : 0);
const tenths = (mm: number) => Math.round(mm * 10) / 10;

function row(field: ReadingField, ordered: number, measured: number, tolerance: number): FieldCheck {
  const deviation = field.startsWith("centre") ? tenths(measured - ordered) : measured - ordered;
  return { field, ordered, measured, deviation, tolerance, ok: Math.abs(deviation) <= tolerance };
}

function checkEye(orderedEye: OrderedEye, measuredEye: MeasuredEye): FieldCheck[] {
  const o = minusCylinder(orderedEye);
  const m = minusCylinder(measuredEye);
  const highest = highestMeridian(o.sphere, o.cylinder);
  const checks = [
    row("meridian", highest, highestMeridian(m.sphere, m.cylinder), meridianTolerance(highest)),
    row("cylinder", o.cylinder, m.cylinder, cylinderTolerance(highest, o.cylinder)),
  ];
  if (o.cylinder !== 0) {
    const apart = Math.abs(m.axis - o.axis) % 180;
    const deviation = Math.min(apart, 180 - apart);
    const tolerance = axisTolerance(o.cylinder);
    checks.push({
      field: "axis",
      ordered: o.axis,
      measured: m.axis,
      deviation,
      tolerance,
      ok: deviation <= tolerance,
    });
  }
  if (o.add !== undefined) checks.push(row("add", o.add, m.add ?? 0, additionTolerance(o.add)));
  if (o.prismH || m.prismH) {
    const ordered = signedH(o.prismH, o.baseH);
    checks.push(row("prismH", ordered, signedH(m.prismH, m.baseH), prismTolerance(ordered, highest)));
  }
  if (o.prismV || m.prismV) {
    const ordered = signedV(o.prismV, o.baseV);
    checks.push(row("prismV", ordered, signedV(m.prismV, m.baseV), prismTolerance(ordered, highest)));
  }
  checks.push(row("centreH", o.monoPd, m.opticalCentreMm, CENTRATION_MM.horizontal));
  if (o.fittingHeight !== undefined && m.opticalCentreHeightMm !== undefined) {
    checks.push(row("centreV", o.fittingHeight, m.opticalCentreHeightMm, CENTRATION_MM.vertical));
  }
  return checks;
}

/** Every field of both lenses against the order; `pass` when every one is within its tolerance. */
export function checkReadings(ordered: Eyes<OrderedEye>, measured: Eyes<MeasuredEye>): ReadingsCheck {
  const right = checkEye(ordered.right, measured.right);
  const left = checkEye(ordered.left, measured.left);
  return { right, left, pass: [...right, ...left].every((c) => c.ok) };
}

// The quality-check form: dioptres as typed (-2.25), turned into hundredths.

const numberFrom = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? Number(value.trim().replace(/^\+/, "")) : value;

const optional = (value: unknown) => (value === "" || value === null ? undefined : value);

function dioptres(what: string, min: number, max: number) {
  const message = `${what} must be a number of dioptres like -2.25`;
  return z.preprocess(
    numberFrom,
    z
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      .refine((d) => Math.abs(Math.round(d * 100) - d * 100) < 1e-6, message)
      .transform((d) => Math.round(d * 100)),
  );
}

function prism(what: string) {
  const message = `${what} must be a number of prism dioptres like 1.50`;
  return z.preprocess(
    numberFrom,
    z
      .number({ error: message })
      .min(0, message)
      .max(20, message)
      .refine((d) => Math.abs(Math.round(d * 100) - d * 100) < 1e-6, message)
      .transform((d) => Math.round(d * 100)),
  );
}

function millimetres(what: string, min: number, max: number) {
  const message = `${what} must be a number of millimetres like 31.5`;
  return z.preprocess(
    numberFrom,
    z.number({ error: message }).min(min, message).max(max, message).transform(tenths),
  );
}

function eyeReadings(side: "Right" | "Left") {
  const axisMessage = `${side} axis must be a whole number of degrees from 0 to 180`;
  return z
    .object({
      sphere: dioptres(`${side} sphere`, -30, 30),
      cylinder: z.preprocess(optional, dioptres(`${side} cylinder`, -15, 15).optional()),
      axis: z.preprocess(
        (v) => numberFrom(optional(v)),
        z
          .number({ error: axisMessage })
          .int(axisMessage)
          .min(0, axisMessage)
          .max(180, axisMessage)
          .optional(),
      ),
      add: z.preprocess(optional, dioptres(`${side} addition`, 0, 5).optional()),
      prismH: z.preprocess(optional, prism(`${side} horizontal prism`).optional()),
      baseH: z.preprocess(
        optional,
        z.enum(["in", "out"], { error: `${side} horizontal base must be in or out` }).optional(),
      ),
      prismV: z.preprocess(optional, prism(`${side} vertical prism`).optional()),
      baseV: z.preprocess(
        optional,
        z.enum(["up", "down"], { error: `${side} vertical base must be up or down` }).optional(),
      ),
      opticalCentreMm: millimetres(`${side} optical centre`, 20, 45),
      opticalCentreHeightMm: z.preprocess(
        optional,
        millimetres(`${side} optical centre height`, 5, 45).optional(),
      ),
    })
    .superRefine((eye, ctx) => {
      if (eye.axis !== undefined && !eye.cylinder) {
        ctx.addIssue({ code: "custom", path: ["axis"], message: `${side} axis is given without a cylinder` });
      }
      if (eye.cylinder && eye.axis === undefined) {
        ctx.addIssue({ code: "custom", path: ["axis"], message: `${side} axis is needed with a cylinder` });
      }
      if (eye.prismH && !eye.baseH) {
        ctx.addIssue({ code: "custom", path: ["baseH"], message: `${side} horizontal prism needs its base` });
      }
      if (eye.prismV && !eye.baseV) {
        ctx.addIssue({ code: "custom", path: ["baseV"], message: `${side} vertical prism needs its base` });
      }
    })
    .transform(
      ({ cylinder, axis, ...eye }): MeasuredEye => ({ ...eye, cylinder: cylinder ?? 0, axis: axis ?? 0 }),
    );
}

/** The body of the quality-check form: what the focimeter and the rule read off each lens. */
export const QcReadingsBody = z.object({ right: eyeReadings("Right"), left: eyeReadings("Left") });
export type QcReadingsBody = z.output<typeof QcReadingsBody>;
