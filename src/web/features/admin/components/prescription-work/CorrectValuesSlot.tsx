import type { AdminPrescription } from "#shared/schemas/admin.ts";
import { DialogSection } from "../DialogSection.tsx";
import { PrescriptionValuesEditor } from "../prescriptions/PrescriptionValuesEditor.tsx";

/** Correcting the typed values from the uploaded copy, while the prescription is being verified. */
export function CorrectValuesSlot({
  prescription,
  onSaved,
}: {
  prescription: AdminPrescription;
  onSaved: () => void;
}) {
  return (
    <DialogSection title="Correct the values">
      <p className="text-sm text-zinc-600">
        Compare each value with the copy, and type any that differ as the copy shows them.
      </p>
      <PrescriptionValuesEditor
        prescriptionId={prescription.id}
        current={prescription.values}
        onSaved={onSaved}
      />
    </DialogSection>
  );
}
