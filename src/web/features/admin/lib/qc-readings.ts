import type { z } from "zod";
import type { QcReadingsBody } from "#shared/prescription/iso-21987.ts";

/** The quality-check form: what the focimeter and the rule read off each lens, as typed ("-2.25"). */

export const QC_EYES = [
  ["right", "Right eye (OD)"],
  ["left", "Left eye (OS)"],
] as const;
export type QcEye = (typeof QC_EYES)[number][0];

export const QC_NUMBER_FIELDS = [
  { key: "sphere", label: "Sphere", placeholder: "-2.25", optional: false },
  { key: "cylinder", label: "Cylinder", placeholder: "-0.50", optional: true },
  { key: "axis", label: "Axis (°)", placeholder: "90", optional: true },
  { key: "add", label: "Addition", placeholder: "2.00", optional: true },
  { key: "prismH", label: "Horizontal prism", placeholder: "1.00", optional: true },
  { key: "prismV", label: "Vertical prism", placeholder: "0.50", optional: true },
  {
    key: "opticalCentreMm",
    label: "Optical centre from bridge centre (mm)",
    placeholder: "31.5",
    optional: false,
  },
  { key: "opticalCentreHeightMm", label: "Optical centre height (mm)", placeholder: "22", optional: true },
] as const;

export const QC_BASES = {
  baseH: { label: "Horizontal base", choices: ["in", "out"] },
  baseV: { label: "Vertical base", choices: ["up", "down"] },
} as const;

type NumberKey = (typeof QC_NUMBER_FIELDS)[number]["key"];
type BaseKey = keyof typeof QC_BASES;
export type QcField = NumberKey | BaseKey;

/** One lens's readings as typed; an empty optional box is no reading. */
export type QcEyeReadings = Record<QcField, string>;

/** The form's boxes are exactly the fields the server's schema reads: a field added there fails here. */
type BodyField = keyof z.input<typeof QcReadingsBody>["right"];
const SAME_FIELDS: [QcField, BodyField] extends [BodyField, QcField] ? true : never = true;
void SAME_FIELDS;
export type QcReadings = Record<QcEye, QcEyeReadings>;

const emptyEye = (): QcEyeReadings => ({
  sphere: "",
  cylinder: "",
  axis: "",
  add: "",
  prismH: "",
  baseH: "",
  prismV: "",
  baseV: "",
  opticalCentreMm: "",
  opticalCentreHeightMm: "",
});

export const emptyReadings = (): QcReadings => ({ right: emptyEye(), left: emptyEye() });

/** The body sent: every box trimmed, the empty ones left out (the server reads each as a number). */
export function readingsBody(readings: QcReadings): QcReadings {
  const eye = (values: QcEyeReadings) =>
    Object.fromEntries(
      Object.entries(values)
        .map(([key, value]) => [key, value.trim()])
        .filter(([, value]) => value !== ""),
    ) as QcEyeReadings;
  return { right: eye(readings.right), left: eye(readings.left) };
}
