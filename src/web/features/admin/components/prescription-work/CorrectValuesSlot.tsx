import type { AdminPrescription } from "#shared/schemas/admin.ts";
import { DialogSection } from "../DialogSection.tsx";

/**
 * The place of the values editor (correcting the typed values from the uploaded copy), which is built
 * separately: it goes inside this section, given the prescription and told to refetch once saved.
 */
export function CorrectValuesSlot(_props: { prescription: AdminPrescription; onSaved: () => void }) {
  return (
    <DialogSection title="Correct the values">
      <p className="text-sm text-zinc-600">Correcting the typed values here is not available yet.</p>
    </DialogSection>
  );
}
