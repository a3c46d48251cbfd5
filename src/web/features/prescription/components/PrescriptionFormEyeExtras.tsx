import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { PrescriptionFieldsInput } from "#shared/schemas/prescription.ts";
import { PrescriptionFormField, PrescriptionFormSection } from "./PrescriptionFormField.tsx";
import { PrescriptionFormSelect } from "./PrescriptionFormSelect.tsx";

export const EYE_EXTRA_SECTIONS = [
  { title: "Right Eye (OD): ADD, Prism, PD and Fitting Height", eye: "od" },
  { title: "Left Eye (OS): ADD, Prism, PD and Fitting Height", eye: "os" },
] as const;

interface EyeExtrasProps {
  title: string;
  eye: "od" | "os";
  register: UseFormRegister<PrescriptionFieldsInput>;
  errors: FieldErrors<PrescriptionFieldsInput>;
}

/** The values a UK prescription adds per eye; all optional, as many prescriptions have none of them. */
export function PrescriptionFormEyeExtras({ title, eye, register, errors }: EyeExtrasProps) {
  const input = (name: `${typeof eye}${string}` & keyof PrescriptionFieldsInput) => ({
    id: `prescription-${name}`,
    registration: register(name),
    error: errors[name],
    autoComplete: "off",
  });
  return (
    <PrescriptionFormSection
      title={title}
      description="Only if your prescription shows them. ADD is the near addition for reading or varifocals."
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <PrescriptionFormField
          label="ADD"
          placeholder="e.g. +2.00"
          inputMode="decimal"
          {...input(`${eye}Add`)}
        />
        <PrescriptionFormField
          label="Eye PD (mm)"
          placeholder="e.g. 31.5"
          inputMode="decimal"
          hint="Monocular PD, if given per eye."
          {...input(`${eye}PupillaryDistance`)}
        />
        <PrescriptionFormField
          label="Fitting height (mm)"
          placeholder="e.g. 18"
          inputMode="decimal"
          hint="Varifocals only."
          {...input(`${eye}FittingHeight`)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <PrescriptionFormField
          label="Horizontal prism"
          placeholder="e.g. 1.00"
          inputMode="decimal"
          {...input(`${eye}PrismHorizontal`)}
        />
        <PrescriptionFormSelect
          label="Horizontal base"
          options={[
            ["in", "In"],
            ["out", "Out"],
          ]}
          {...input(`${eye}PrismHorizontalBase`)}
        />
        <PrescriptionFormField
          label="Vertical prism"
          placeholder="e.g. 0.50"
          inputMode="decimal"
          {...input(`${eye}PrismVertical`)}
        />
        <PrescriptionFormSelect
          label="Vertical base"
          options={[
            ["up", "Up"],
            ["down", "Down"],
          ]}
          {...input(`${eye}PrismVerticalBase`)}
        />
      </div>
    </PrescriptionFormSection>
  );
}
