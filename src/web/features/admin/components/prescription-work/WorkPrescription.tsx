import { useState } from "react";
import type { AdminPrescription } from "#shared/schemas/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Field, FieldGrid } from "../AdminDialog.tsx";
import { openPrescriptionFile } from "../prescriptions/open-prescription-file.ts";
import { Measurements } from "../prescriptions/PrescriptionDetailsDialog.tsx";
import { PrescriptionFilePreview } from "../prescriptions/PrescriptionFilePreview.tsx";

/** The typed values beside the uploaded copy, so one can be read against the other. */
export function WorkPrescription({ prescription: p }: { prescription: AdminPrescription | null }) {
  const [opening, setOpening] = useState(false);
  if (!p) return <p className="text-sm text-zinc-600">No prescription has arrived for this order yet.</p>;
  const open = async () => {
    setOpening(true);
    try {
      await openPrescriptionFile(p);
    } finally {
      setOpening(false);
    }
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <h3 className="text-sm font-bold tracking-wide text-zinc-700 uppercase">Typed values</h3>
        <Measurements p={p} kind="distance" />
        <Measurements p={p} kind="reading" />
        <FieldGrid>
          <Field label="Pupillary distance">{p.pupillary_distance}</Field>
          <Field label="Name on prescription">{p.full_name}</Field>
        </FieldGrid>
        <div>
          <p className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">Notes</p>
          <p className="text-sm whitespace-pre-wrap">{p.notes || "No notes."}</p>
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <h3 className="text-sm font-bold tracking-wide text-zinc-700 uppercase">Uploaded copy</h3>
        <PrescriptionFilePreview prescription={p} />
        {p.prescription_image_url ? (
          <div>
            <Button variant="outline" size="sm" onClick={open} disabled={opening}>
              {opening ? "Opening..." : "View File"}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
