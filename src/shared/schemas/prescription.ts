import { z } from "zod";
import { PRESCRIPTION_FILE_MAX_BYTES, PRESCRIPTION_LIMITS } from "../catalogue.ts";
import { formatDioptres } from "../dioptres.ts";
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

/** Every text field of the prescription form (the multipart body, less the file). */
export const PrescriptionFields = z.object({
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
  pupillaryDistance: requiredText("Pupillary distance", PRESCRIPTION_MESSAGES.pupillaryDistance, {
    max: 12,
  }).refine(isValidPupillaryDistance, PRESCRIPTION_MESSAGES.pupillaryDistanceRange),
  notes: optionalText("Notes", { max: 2000, multiline: true }),
  uploadType: z.enum(UPLOAD_TYPES, { error: "Upload type must be manual or upload" }).default("manual"),
});
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
