import { needsOpticalRim, PRESCRIPTION_LIMITS } from "../catalogue.ts";
import { formatDioptres } from "../dioptres.ts";

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

/**
 * The Sale of Optical Appliances Order 1984, made under section 27 of the Opticians Act 1989, lets us
 * supply prescription glasses only against a written prescription issued within the last two years.
 */
export const EYE_TEST_MAX_AGE_YEARS = 2;

export const RULE_MESSAGES = {
  eyeTestDateRequired: "Eye test date is required",
  eyeTestDateFormat: "Eye test date must be a date like 2026-03-14",
  eyeTestDateFuture: "Eye test date cannot be in the future",
  eyeTestDateTooOld:
    "Your eye test was more than two years ago. UK law lets us make prescription lenses only from a prescription issued in the last two years: please book an eye test and send us the new prescription.",
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

/** A real calendar day written yyyy-mm-dd, as a UTC midnight; null otherwise (2026-02-30 is not one). */
export function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/**
 * The eye-test date: required, a real date, not after today, and at most two years before the day of the
 * order (today for a prescription sent on its own; see EYE_TEST_MAX_AGE_YEARS). A test taken after the
 * order was made is fine.
 */
export function eyeTestDateProblem(
  text: string | undefined,
  reference: Date | null = new Date(),
  today: Date = new Date(),
): string | null {
  const value = textOf(text);
  if (!value) return RULE_MESSAGES.eyeTestDateRequired;
  const date = parseIsoDate(value);
  if (!date) return RULE_MESSAGES.eyeTestDateFormat;
  if (reference === null) return null;
  if (date.getTime() > utcDay(today)) return RULE_MESSAGES.eyeTestDateFuture;
  const ref = new Date(utcDay(reference));
  const limit = Date.UTC(ref.getUTCFullYear() - EYE_TEST_MAX_AGE_YEARS, ref.getUTCMonth(), ref.getUTCDate());
  return date.getTime() < limit ? RULE_MESSAGES.eyeTestDateTooOld : null;
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

/** Hundredths of a dioptre, signed: the strongest power of either eye in any meridian (sphere, sphere + cyl). */
export function highestMeridianPower(rx: Pick<CompletePrescription, "right" | "left">): number {
  let highest = 0;
  for (const eye of [rx.right, rx.left]) {
    const sphere = eye.sphere ?? 0;
    for (const power of [sphere, sphere + (eye.cylinder ?? 0)]) {
      if (Math.abs(power) > Math.abs(highest)) highest = power;
    }
  }
  return highest;
}

/**
 * A wrap frame curves its lenses, so each frame takes powers only up to its own limit in any meridian
 * (set per frame in the admin's catalogue, hundredths of a dioptre). Null limit: the shop's range only.
 */
export function wrapLimitProblem(
  rx: Pick<CompletePrescription, "right" | "left">,
  frame: { name: string; wrapLimit: number | null },
): string | null {
  if (frame.wrapLimit === null) return null;
  const highest = highestMeridianPower(rx);
  if (Math.abs(highest) <= frame.wrapLimit) return null;
  const limit = Math.abs(frame.wrapLimit) / 100;
  return `${frame.name} frames take prescriptions up to ±${limit.toFixed(2)} in any meridian; yours reaches ${formatDioptres(highest / 100, { typographic: true })}. Please contact us and we will suggest a frame or lens that suits your prescription.`;
}

/** A prism is never refused: such an order goes to a person before the lab. */
export function hasPrism(rx: Pick<CompletePrescription, "right" | "left">): boolean {
  return [rx.right, rx.left].some((eye) => eye.prismHorizontal !== null || eye.prismVertical !== null);
}

/**
 * The shop's existing advice: a sphere beyond the Optical Rim limits (about ±4) needs a check with us
 * before the lenses are made. The sides whose sphere asks for it.
 */
export function opticalRimEyes(rx: Pick<CompletePrescription, "right" | "left">): ("right" | "left")[] {
  return (["right", "left"] as const).filter((side) => {
    const sphere = rx[side].sphere;
    return sphere !== null && needsOpticalRim(sphere / 100);
  });
}

/** What the lab still needs before the lenses can be made; empty when the prescription is ready. */
export function productionProblems(
  rx: CompletePrescription,
  { varifocal }: { varifocal: boolean },
): string[] {
  const missing: string[] = [];
  if (rx.binocularPd === null && (rx.right.pd === null || rx.left.pd === null)) {
    missing.push("Pupillary distance is missing: one binocular PD or one for each eye");
  }
  if (varifocal) {
    if (rx.right.fittingHeight === null)
      missing.push("Fitting height (right eye, OD) is missing for varifocals");
    if (rx.left.fittingHeight === null)
      missing.push("Fitting height (left eye, OS) is missing for varifocals");
  }
  return missing;
}
