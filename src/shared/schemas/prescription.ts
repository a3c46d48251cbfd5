import { z } from "zod";
import { PRESCRIPTION_FILE_MAX_BYTES, PRESCRIPTION_LIMITS } from "../catalogue.ts";
import { formatDioptres } from "../dioptres.ts";
import { type PrescriptionValueField, parsePrescription } from "../prescription/rules.ts";
import { Created, FormEmail, optionalText, requiredText } from "./fields.ts";

const { sphere, cylinder, axis, pupillaryDistance: pd } = PRESCRIPTION_LIMITS;

export const PRESCRIPTION_MESSAGES = {
  fullName: "Full name is required",
  email: "Invalid email address",
  phone: "Phone number is required",
  pupillaryDistance: "Pupillary distance is required",
  pupillaryDistanceRange: `Pupillary distance must be between ${pd.min} and ${pd.max} mm`,
  sphere: `Sphere must be between ${formatDioptres(sphere.min)} and ${formatDioptres(sphere.max)} in steps of ${sphere.step}`,
  cylinder: `Cylinder must be between ${formatDioptres(cylinder.min)} and ${formatDioptres(cylinder.max)} in steps of ${cylinder.step}`,
  axis: `Axis must be a whole number from ${axis.min} to ${axis.max}`,
  fileType: "Please upload a JPEG, PNG, WebP image or PDF document.",
  fileTooLarge: "Please upload an image smaller than 5MB.",
} as const;

/** "+1.25", "-2", "0.5", ".75": at most two digits either side of the point. */
const DIOPTRES = /^[+-]?(\d{1,2}(\.\d{1,2})?|\.\d{1,2})$/;
/** Words written on UK prescriptions for a zero sphere, and for no cylinder. */
const PLANO = /^(plano|pl|pln)$/i;
const DS = /^(ds|sph)$/i;

function inSteps(text: string, range: { min: number; max: number; step: number }): boolean {
  if (!DIOPTRES.test(text)) return false;
  const value = Number(text);
  const hundredths = Math.round(value * 100);
  return value >= range.min && value <= range.max && hundredths % Math.round(range.step * 100) === 0;
}

export const isValidSphere = (text: string) => PLANO.test(text) || inSteps(text, sphere);
export const isValidCylinder = (text: string) => DS.test(text) || inSteps(text, cylinder);
export function isValidAxis(text: string): boolean {
  const match = /^(\d{1,3})°?$/.exec(text);
  return match !== null && Number(match[1]) >= axis.min && Number(match[1]) <= axis.max;
}
export function isValidPupillaryDistance(text: string): boolean {
  const match = /^(\d{2}(\.\d{1,2})?)\s*(mm)?$/i.exec(text);
  return match !== null && Number(match[1]) >= pd.min && Number(match[1]) <= pd.max;
}

/** The fields added to the distance values: per eye ADD, prism, monocular PD and fitting height. */
export const PRESCRIPTION_EXTRA_FIELDS = [
  "odAdd",
  "osAdd",
  "odPrismHorizontal",
  "odPrismHorizontalBase",
  "odPrismVertical",
  "odPrismVerticalBase",
  "osPrismHorizontal",
  "osPrismHorizontalBase",
  "osPrismVertical",
  "osPrismVerticalBase",
  "odPupillaryDistance",
  "osPupillaryDistance",
  "odFittingHeight",
  "osFittingHeight",
] as const satisfies readonly PrescriptionValueField[];
type ExtraField = (typeof PRESCRIPTION_EXTRA_FIELDS)[number];

const EYE_TEST_DATE_FORMAT = "Eye test date must be a date like 2026-03-14";

/** Checked by the rules (superRefine below): here only text of a sane length. */
const extraField = (name: ExtraField) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(12, `${name} is too long`)
    .optional();

/** Optional: blank stays blank; anything else must be a valid value. */
const measurement = (valid: (text: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(12, message)
    .refine((v) => v === "" || valid(v), message)
    .optional();

const sph = () => measurement(isValidSphere, PRESCRIPTION_MESSAGES.sphere);
const cyl = () => measurement(isValidCylinder, PRESCRIPTION_MESSAGES.cylinder);
const ax = () => measurement(isValidAxis, PRESCRIPTION_MESSAGES.axis);

const UPLOAD_TYPES = ["manual", "upload"] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** The fields with a check of their own: that check's message is shown, not the rule's. */
const OWN_CHECKS: Partial<Record<string, (text: string) => boolean>> = {
  pupillaryDistance: isValidPupillaryDistance,
  ...Object.fromEntries(
    (["od", "os"] as const).flatMap((eye) => [
      [`${eye}DistanceSphere`, isValidSphere],
      [`${eye}DistanceCylinder`, isValidCylinder],
      [`${eye}DistanceAxis`, isValidAxis],
    ]),
  ),
};

function ownCheckFails(field: string, values: Record<string, unknown>): boolean {
  const check = OWN_CHECKS[field];
  const value = values[field];
  return check !== undefined && typeof value === "string" && value !== "" && !check(value);
}

/**
 * Every text field of the prescription form (the multipart body, less the file). The eye-test date is
 * judged against `reference` (today when absent; null: only its format, for the server to judge it
 * against the day of the prescription's order).
 */
export const prescriptionFieldsSchema = ({ reference }: { reference?: Date | null } = {}) =>
  z
    .object({
      fullName: requiredText("Full name", PRESCRIPTION_MESSAGES.fullName, { min: 2, max: 120 }),
      email: FormEmail,
      phone: requiredText("Phone number", PRESCRIPTION_MESSAGES.phone, { min: 10, max: 30 }),
      odDistanceSphere: sph(),
      odDistanceCylinder: cyl(),
      odDistanceAxis: ax(),
      osDistanceSphere: sph(),
      osDistanceCylinder: cyl(),
      osDistanceAxis: ax(),
      odReadingSphere: sph(),
      odReadingCylinder: cyl(),
      odReadingAxis: ax(),
      osReadingSphere: sph(),
      osReadingCylinder: cyl(),
      osReadingAxis: ax(),
      /** Binocular PD; may be blank when both monocular PDs are given. */
      pupillaryDistance: z
        .string({ error: PRESCRIPTION_MESSAGES.pupillaryDistance })
        .trim()
        .max(12, PRESCRIPTION_MESSAGES.pupillaryDistanceRange)
        .refine((v) => v === "" || isValidPupillaryDistance(v), PRESCRIPTION_MESSAGES.pupillaryDistanceRange)
        .optional(),
      ...(Object.fromEntries(PRESCRIPTION_EXTRA_FIELDS.map((name) => [name, extraField(name)])) as Record<
        ExtraField,
        ReturnType<typeof extraField>
      >),
      /** Required: left optional here so the rule's own message says so. */
      eyeTestDate: z.string({ error: EYE_TEST_DATE_FORMAT }).trim().max(20, EYE_TEST_DATE_FORMAT).optional(),
      prescriber: optionalText("Prescriber", { max: 120 }),
      notes: optionalText("Notes", { max: 2000, multiline: true }),
      uploadType: z.enum(UPLOAD_TYPES, { error: "Upload type must be manual or upload" }).default("manual"),
    })
    .superRefine(
      (values, ctx) => {
        // The rules across fields (and the eye-test date against today); a field already refused keeps its message.
        const given = (value: unknown) => typeof value === "string" && value.trim() !== "";
        const binocular = given(values.pupillaryDistance);
        const monocular = given(values.odPupillaryDistance) || given(values.osPupillaryDistance);
        if (!binocular && !monocular) {
          ctx.addIssue({
            code: "custom",
            path: ["pupillaryDistance"],
            message: PRESCRIPTION_MESSAGES.pupillaryDistance,
          });
        }
        const parsed = parsePrescription(values, reference === undefined ? {} : { reference });
        const refused = new Set<string>();
        if (!parsed.ok) {
          for (const problem of parsed.problems) {
            if (refused.has(problem.field) || ownCheckFails(problem.field, values)) continue;
            refused.add(problem.field);
            ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
          }
        }
      },
      // Run even when another field is missing, so every refusal is answered at once.
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    );

export const PrescriptionFields = prescriptionFieldsSchema();
export type PrescriptionFieldsInput = z.input<typeof PrescriptionFields>;
export type PrescriptionFields = z.output<typeof PrescriptionFields>;

/** The twelve optional measurement fields, in the form's order. */
export const PRESCRIPTION_MEASUREMENTS = [
  "odDistanceSphere",
  "odDistanceCylinder",
  "odDistanceAxis",
  "osDistanceSphere",
  "osDistanceCylinder",
  "osDistanceAxis",
  "odReadingSphere",
  "odReadingCylinder",
  "odReadingAxis",
  "osReadingSphere",
  "osReadingCylinder",
  "osReadingAxis",
] as const satisfies readonly (keyof PrescriptionFields)[];

/** Multipart field name of the optional file. */
export const PRESCRIPTION_FILE_FIELD = "prescriptionImage";

/** Declared types the form accepts; the server checks the content itself. */
export const PRESCRIPTION_FILE_ACCEPT = [
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/webp",
  "application/pdf",
];

/** The browser's pre-check of a chosen file: an error message, or null when it may be sent. */
export function checkPrescriptionFile(file: { size: number; type: string }): string | null {
  if (!PRESCRIPTION_FILE_ACCEPT.includes(file.type)) return PRESCRIPTION_MESSAGES.fileType;
  if (file.size > PRESCRIPTION_FILE_MAX_BYTES) return PRESCRIPTION_MESSAGES.fileTooLarge;
  return null;
}

/** POST /api/prescriptions answers 201 with the new submission's id. */
export const PrescriptionCreated = Created;
export type PrescriptionCreated = Created;

/** Every value of a prescription the admin sees and corrects, in the form's order. */
export const PRESCRIPTION_VALUE_FIELDS = [
  "odDistanceSphere",
  "odDistanceCylinder",
  "odDistanceAxis",
  "osDistanceSphere",
  "osDistanceCylinder",
  "osDistanceAxis",
  "pupillaryDistance",
  ...PRESCRIPTION_EXTRA_FIELDS,
  "eyeTestDate",
  "prescriber",
] as const satisfies readonly PrescriptionValueField[];

/** The values as typed (UK notation); a blank or absent field was not written on the prescription. */
export const PrescriptionValues = z.strictObject(
  Object.fromEntries(
    PRESCRIPTION_VALUE_FIELDS.map((name) => [
      name,
      z
        .string({ error: `${name} must be text` })
        .trim()
        .max(120, `${name} is too long`)
        .optional(),
    ]),
  ) as Record<PrescriptionValueField, z.ZodOptional<z.ZodString>>,
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown values: ${issue.keys.join(", ")}` : undefined,
  },
);
export type PrescriptionValues = z.infer<typeof PrescriptionValues>;

/** PUT /api/admin/prescriptions/:id/values answers the names of the values it changed (never the values). */
export const PrescriptionValuesSaved = z.object({ changedFields: z.array(z.string()) });
export type PrescriptionValuesSaved = z.infer<typeof PrescriptionValuesSaved>;
