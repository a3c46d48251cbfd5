import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { PrescriptionFieldsInput } from "#shared/schemas/prescription.ts";
import { PrescriptionFormField, PrescriptionFormSection } from "./PrescriptionFormField.tsx";

const today = () => new Date().toISOString().slice(0, 10);

/** When and by whom the eye test was made: we may only use a prescription from the last two years. */
export function PrescriptionFormEyeTest({
  register,
  errors,
}: {
  register: UseFormRegister<PrescriptionFieldsInput>;
  errors: FieldErrors<PrescriptionFieldsInput>;
}) {
  return (
    <PrescriptionFormSection title="Eye Test">
      <div className="grid gap-4 sm:grid-cols-2">
        <PrescriptionFormField
          id="prescription-eyeTestDate"
          label="Eye test date"
          type="date"
          max={today()}
          required
          hint="The date on your prescription. It must be within the last two years."
          registration={register("eyeTestDate")}
          error={errors.eyeTestDate}
        />
        <PrescriptionFormField
          id="prescription-prescriber"
          label="Prescriber (optional)"
          autoComplete="off"
          placeholder="e.g. High Street Opticians"
          hint="The optometrist or practice that tested your eyes."
          registration={register("prescriber")}
          error={errors.prescriber}
        />
      </div>
    </PrescriptionFormSection>
  );
}
