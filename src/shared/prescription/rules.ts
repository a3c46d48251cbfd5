import { PRESCRIPTION_LIMITS } from "../catalogue.ts";
import { formatDioptres } from "../dioptres.ts";
import { EYE_TEST_MESSAGES, eyeTestDateProblem } from "./eye-test-date.ts";

/**
 * A prescription as we make lenses from it. Powers (sphere, cylinder, ADD, prism) are whole hundredths of a
 * dioptre (-2.25 D is -225) so steps and sums stay exact; axis in whole degrees; PD and fitting height in
 * millimetres (halves allowed). Null: not written on the prescription.
 */
export interface EyePrescription {
  sphere: number | null;
  cylinder: number | null;
  axis: number | null;
  add: number | null;
  prismHorizontal: { amount: number; base: "in" | "out" } | null;
  prismVertical: { amount: number; base: "up" | "down" } | null;
  /** Monocular PD of this eye. */
  pd: number | null;
  /** Varifocals only: from the pupil centre down to the bottom of the lens shape. */
  fittingHeight: number | null;
}

export interface CompletePrescription {
  right: EyePrescription;
  left: EyePrescription;
  /** One PD for both eyes; null when each eye has its own. */
  binocularPd: number | null;
  /** ISO yyyy-mm-dd. */
  eyeTestDate: string;
  prescriber: string | null;
}

/** The typed fields, as the form and the admin's editor send them; every key optional and trimmed here. */
export interface PrescriptionValueFields {
  odDistanceSphere?: string;
  odDistanceCylinder?: string;
  odDistanceAxis?: string;
  osDistanceSphere?: string;
  osDistanceCylinder?: string;
  osDistanceAxis?: string;
  odAdd?: string;
  osAdd?: string;
  odPrismHorizontal?: string;
  odPrismHorizontalBase?: string;
  odPrismVertical?: string;
  odPrismVerticalBase?: string;
  osPrismHorizontal?: string;
  osPrismHorizontalBase?: string;
  osPrismVertical?: string;
  osPrismVerticalBase?: string;
  odPupillaryDistance?: string;
  osPupillaryDistance?: string;
  pupillaryDistance?: string;
  odFittingHeight?: string;
  osFittingHeight?: string;
  eyeTestDate?: string;
  prescriber?: string;
}
export type PrescriptionValueField = keyof PrescriptionValueFields;

export interface FieldProblem {
  field: PrescriptionValueField;
  message: string;
}

export type ParsedPrescription =
  | { ok: true; value: CompletePrescription }
  | { ok: false; problems: FieldProblem[] };

const { sphere: SPHERE, cylinder: CYLINDER, axis: AXIS } = PRESCRIPTION_LIMITS;

/** Near addition written on UK prescriptions: +0.75 to +3.50 in quarter steps. */
export const ADD_LIMITS = { min: 75, max: 350, step: 25 } as const;
/** Prism amounts we glaze, in hundredths of a prism dioptre. */
export const PRISM_LIMITS = { min: 25, max: 1000, step: 25 } as const;
/** Adult PDs: one binocular measurement, or one per eye. */
export const PD_LIMITS = { binocular: { min: 50, max: 80 }, monocular: { min: 25, max: 40 } } as const;
export const FITTING_HEIGHT_LIMITS = { min: 10, max: 40 } as const;

export const RULE_MESSAGES = {
  ...EYE_TEST_MESSAGES,
  add: "ADD must be between +0.75 and +3.50 in steps of 0.25",
  prism: "Prism must be between 0.25 and 10.00 in steps of 0.25",
  fittingHeight: `Fitting height must be between ${FITTING_HEIGHT_LIMITS.min} and ${FITTING_HEIGHT_LIMITS.max} mm`,
  pdBinocular: `Pupillary distance must be between ${PD_LIMITS.binocular.min} and ${PD_LIMITS.binocular.max} mm`,
  pdMonocular: `Each eye's pupillary distance must be between ${PD_LIMITS.monocular.min} and ${PD_LIMITS.monocular.max} mm`,
  pdBothEyes: "Pupillary distance: give one for each eye, or one binocular measurement",
  prescriber: "Prescriber must be at most 120 characters",
} as const;

/** A field's text, trimmed; anything but a string reads as blank. */
const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

const EYE = { od: "right eye (OD)", os: "left eye (OS)" } as const;
type Side = keyof typeof EYE;

/** "+1.25", "-2", ".75": a dioptre value as hundredths, or null when it is not one. */
function hundredths(text: string): number | null {
  if (!/^[+-]?(\d{1,2}(\.\d{1,2})?|\.\d{1,2})$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

const inRange = (v: number, r: { min: number; max: number; step?: number }) =>
  v >= r.min && v <= r.max && (r.step === undefined || v % r.step === 0);

const toHundredths = (r: { min: number; max: number; step: number }) => ({
  min: Math.round(r.min * 100),
  max: Math.round(r.max * 100),
  step: Math.round(r.step * 100),
});

function millimetres(text: string): number | null {
  const match = /^(\d{1,2}(\.\d{1,2})?)\s*(mm)?$/i.exec(text);
  return match ? Number(match[1]) : null;
}

function parseEye(side: Side, f: PrescriptionValueFields, problems: FieldProblem[]): EyePrescription {
  const get = (key: PrescriptionValueField) => textOf(f[key]);
  const refuse = (field: PrescriptionValueField, message: string) => {
    problems.push({ field, message });
    return null;
  };
  const sphKey = `${side}DistanceSphere` as const;
  const cylKey = `${side}DistanceCylinder` as const;
  const axisKey = `${side}DistanceAxis` as const;

  // UK prescriptions write "plano" or "pl" for a zero sphere and "DS" or "sph" for no cylinder.
  const sphText = get(sphKey);
  let sphere: number | null = null;
  if (/^(plano|pl|pln)$/i.test(sphText)) sphere = 0;
  else if (sphText) {
    const v = hundredths(sphText);
    sphere =
      v !== null && inRange(v, toHundredths(SPHERE))
        ? v
        : refuse(
            sphKey,
            `Sphere (${EYE[side]}) must be between ${formatDioptres(SPHERE.min)} and ${formatDioptres(SPHERE.max)} in steps of ${SPHERE.step}`,
          );
  }
  const cylText = get(cylKey);
  let cylinder: number | null = null;
  if (cylText && !/^(ds|sph)$/i.test(cylText)) {
    const v = hundredths(cylText);
    cylinder =
      v !== null && inRange(v, toHundredths(CYLINDER))
        ? v === 0
          ? null
          : v
        : refuse(
            cylKey,
            `Cylinder (${EYE[side]}) must be between ${formatDioptres(CYLINDER.min)} and ${formatDioptres(CYLINDER.max)} in steps of ${CYLINDER.step}`,
          );
  }
  const axisText = get(axisKey);
  let axis: number | null = null;
  if (axisText) {
    const match = /^(\d{1,3})\s*°?$/.exec(axisText);
    const v = match ? Number(match[1]) : null;
    axis =
      v !== null && inRange(v, AXIS)
        ? v
        : refuse(axisKey, `Axis (${EYE[side]}) must be a whole number from ${AXIS.min} to ${AXIS.max}`);
  }
  // An axis only orients a cylinder: one without the other cannot be glazed.
  if (axis !== null && cylinder === null && !problems.some((p) => p.field === cylKey)) {
    axis = refuse(
      axisKey,
      `Axis (${EYE[side]}) needs a cylinder: leave it empty for DS, or add the cylinder`,
    );
  }
  if (cylinder !== null && axis === null && !axisText) {
    refuse(axisKey, `Axis (${EYE[side]}) is required with a cylinder`);
  }

  const addText = get(`${side}Add`);
  let add: number | null = null;
  if (addText) {
    const v = hundredths(addText);
    add =
      v !== null && inRange(v, ADD_LIMITS) ? v : refuse(`${side}Add`, `${RULE_MESSAGES.add} (${EYE[side]})`);
  }

  const prism = <B extends string>(
    amountKey: PrescriptionValueField,
    baseKey: PrescriptionValueField,
    bases: readonly B[],
    label: string,
  ): { amount: number; base: B } | null => {
    const amountText = get(amountKey);
    const baseText = get(baseKey).toLowerCase();
    if (!amountText && !baseText) return null;
    const amount = hundredths(amountText.replace(/Δ$/, ""));
    const amountOk = amount !== null && inRange(amount, PRISM_LIMITS);
    if (!amountOk) refuse(amountKey, `${label} prism (${EYE[side]}): ${RULE_MESSAGES.prism}`);
    const baseOk = (bases as readonly string[]).includes(baseText);
    if (!baseOk) {
      refuse(baseKey, `${label} prism base (${EYE[side]}) must be ${bases.join(" or ")}`);
    }
    return amountOk && baseOk ? { amount: amount as number, base: baseText as B } : null;
  };
  const prismHorizontal = prism(
    `${side}PrismHorizontal`,
    `${side}PrismHorizontalBase`,
    ["in", "out"] as const,
    "Horizontal",
  );
  const prismVertical = prism(
    `${side}PrismVertical`,
    `${side}PrismVerticalBase`,
    ["up", "down"] as const,
    "Vertical",
  );

  const pdKey = `${side}PupillaryDistance` as const;
  const pdText = get(pdKey);
  let pd: number | null = null;
  if (pdText) {
    const v = millimetres(pdText);
    pd = v !== null && inRange(v, PD_LIMITS.monocular) ? v : refuse(pdKey, `${RULE_MESSAGES.pdMonocular}`);
  }
  const fhKey = `${side}FittingHeight` as const;
  const fhText = get(fhKey);
  let fittingHeight: number | null = null;
  if (fhText) {
    const v = millimetres(fhText);
    fittingHeight =
      v !== null && inRange(v, FITTING_HEIGHT_LIMITS)
        ? v
        : refuse(fhKey, `${RULE_MESSAGES.fittingHeight} (${EYE[side]})`);
  }
  return { sphere, cylinder, axis, add, prismHorizontal, prismVertical, pd, fittingHeight };
}

/**
 * Reads the typed values: every refusal names its field. `reference` is the day the eye-test date is
 * measured from (the order's creation, else today; `today` only for tests); null reads a stored prescription without judging its
 * age again. PD may be missing here: see productionProblems.
 */
export function parsePrescription(
  fields: PrescriptionValueFields,
  { reference = new Date(), today = new Date() }: { reference?: Date | null; today?: Date } = {},
): ParsedPrescription {
  const problems: FieldProblem[] = [];
  const right = parseEye("od", fields, problems);
  const left = parseEye("os", fields, problems);

  const pdText = textOf(fields.pupillaryDistance);
  let binocularPd: number | null = null;
  if (pdText) {
    const v = millimetres(pdText);
    if (v !== null && inRange(v, PD_LIMITS.binocular)) binocularPd = v;
    else problems.push({ field: "pupillaryDistance", message: RULE_MESSAGES.pdBinocular });
  }
  const monocularGiven = [fields.odPupillaryDistance, fields.osPupillaryDistance].map(
    (v) => textOf(v) !== "",
  );
  if (monocularGiven[0] !== monocularGiven[1]) {
    const field = monocularGiven[0] ? "osPupillaryDistance" : "odPupillaryDistance";
    problems.push({ field, message: RULE_MESSAGES.pdBothEyes });
  }

  const dateProblem = eyeTestDateProblem(fields.eyeTestDate, reference, today);
  if (dateProblem) problems.push({ field: "eyeTestDate", message: dateProblem });
  const prescriber = textOf(fields.prescriber);
  if (prescriber.length > 120) problems.push({ field: "prescriber", message: RULE_MESSAGES.prescriber });

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      right,
      left,
      binocularPd,
      eyeTestDate: textOf(fields.eyeTestDate),
      prescriber: prescriber || null,
    },
  };
}
