import { Info } from "lucide-react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { needsOpticalRim, OPTICAL_RIM_LIMITS } from "#shared/catalogue.ts";
import { formatDioptres } from "#shared/dioptres.ts";
import { isValidSphere, type PrescriptionFieldsInput } from "#shared/schemas/prescription.ts";
import { errorIdFor, PrescriptionFormField, PrescriptionFormSection } from "./PrescriptionFormField.tsx";

export const EYE_SECTIONS = [
  { title: "Distance Vision Right Eye (OD)", prefix: "odDistance" },
  { title: "Distance Vision Left Eye (OS)", prefix: "osDistance" },
  { title: "Reading Vision Right Eye (OD)", prefix: "odReading" },
  { title: "Reading Vision Left Eye (OS)", prefix: "osReading" },
] as const;
type EyePrefix = (typeof EYE_SECTIONS)[number]["prefix"];

const MEASUREMENTS = [
  { key: "Sphere", label: "Sphere (SPH)", placeholder: "e.g. -2.25", inputMode: "text" },
  { key: "Cylinder", label: "Cylinder (CYL)", placeholder: "e.g. -0.75", inputMode: "text" },
  { key: "Axis", label: "Axis", placeholder: "e.g. 90", inputMode: "numeric" },
] as const;

/** A typed sphere that is valid and beyond the Optical Rim limits. */
function sphereNeedsOpticalRim(text: string | undefined): boolean {
  const value = text?.trim() ?? "";
  if (!value || !isValidSphere(value)) return false;
  const sphere = Number(value);
  return Number.isFinite(sphere) && needsOpticalRim(sphere);
}

export function OpticalRimAdvice() {
  return (
    <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        A sphere beyond {formatDioptres(OPTICAL_RIM_LIMITS.minus)} or{" "}
        {formatDioptres(OPTICAL_RIM_LIMITS.plus)} may need our Optical Rim solution, a prescription insert
        behind the wrap lens. We'll check your prescription and contact you before your lenses are made.
      </span>
    </p>
  );
}

interface EyeSectionProps {
  title: string;
  prefix: EyePrefix;
  register: UseFormRegister<PrescriptionFieldsInput>;
  errors: FieldErrors<PrescriptionFieldsInput>;
  sphere: string | undefined;
}

export function PrescriptionFormEyeSection({ title, prefix, register, errors, sphere }: EyeSectionProps) {
  const fields = MEASUREMENTS.map((m) => {
    const name = `${prefix}${m.key}` as const;
    return { ...m, name, id: `prescription-${name}`, error: errors[name] };
  });
  return (
    <PrescriptionFormSection title={title}>
      <div className="grid grid-cols-3 gap-3">
        {fields.map((f) => (
          <PrescriptionFormField
            key={f.name}
            id={f.id}
            label={f.label}
            placeholder={f.placeholder}
            inputMode={f.inputMode}
            autoComplete="off"
            registration={register(f.name)}
            error={f.error}
            errorId={errorIdFor(f.id)}
          />
        ))}
      </div>
      {fields.some((f) => f.error?.message) ? (
        <ul className="grid gap-1 text-sm font-medium text-red-700">
          {fields.map((f) =>
            f.error?.message ? (
              <li key={f.name} id={errorIdFor(f.id)}>
                {f.error.message}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <div aria-live="polite">{sphereNeedsOpticalRim(sphere) ? <OpticalRimAdvice /> : null}</div>
    </PrescriptionFormSection>
  );
}
