import type { prescriptions } from "#server/db/schema/index.ts";
import {
  type CompletePrescription,
  type PrescriptionValueField,
  type PrescriptionValueFields,
  parsePrescription,
} from "#shared/prescription/rules.ts";
import { PRESCRIPTION_EXTRA_FIELDS, PRESCRIPTION_VALUE_FIELDS } from "#shared/schemas/prescription.ts";

type Row = typeof prescriptions.$inferSelect;

/** The values kept together in the sealed `extended_values` column. */
export const EXTENDED_FIELDS = [...PRESCRIPTION_EXTRA_FIELDS, "eyeTestDate", "prescriber"] as const;

/** The values with a column of their own (sealed one by one). */
export const COLUMN_FIELDS = [
  "odDistanceSphere",
  "odDistanceCylinder",
  "odDistanceAxis",
  "osDistanceSphere",
  "osDistanceCylinder",
  "osDistanceAxis",
  "pupillaryDistance",
] as const satisfies readonly (PrescriptionValueField & keyof Row)[];

/** The JSON stored (sealed) in extended_values: the typed texts that are not blank; null when none is. */
export function extendedValuesJson(
  values: { [K in (typeof EXTENDED_FIELDS)[number]]?: string },
): string | null {
  const kept = Object.fromEntries(
    EXTENDED_FIELDS.map((name) => [name, values[name]?.trim() ?? ""]).filter(([, v]) => v !== ""),
  );
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

/** An opened row's values as typed; rows from before the extension have only the column values. */
export function prescriptionValuesOf(row: Row): PrescriptionValueFields {
  const extended = row.extendedValues ? (JSON.parse(row.extendedValues) as Record<string, string>) : {};
  const values: PrescriptionValueFields = {};
  for (const name of COLUMN_FIELDS) {
    const value = row[name];
    if (value) values[name] = value;
  }
  for (const name of EXTENDED_FIELDS) {
    if (typeof extended[name] === "string") values[name] = extended[name];
  }
  return values;
}

/**
 * An opened row read as a complete prescription (its age is not judged again); null for a row from before
 * the eye-test date was asked, or one whose values no longer read.
 */
export function completePrescriptionOf(row: Row): CompletePrescription | null {
  const parsed = parsePrescription(prescriptionValuesOf(row), { reference: null });
  return parsed.ok ? parsed.value : null;
}

/** The names of the values that differ (blank and absent are the same). */
export function changedValueFields(
  before: PrescriptionValueFields,
  after: PrescriptionValueFields,
): string[] {
  return PRESCRIPTION_VALUE_FIELDS.filter(
    (name) => (before[name] ?? "").trim() !== (after[name] ?? "").trim(),
  );
}
