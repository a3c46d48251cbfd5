import { FileText } from "lucide-react";
import { useState } from "react";
import type { AdminPrescription } from "#shared/schemas/admin.ts";
import { usePrescriptionPreview } from "./use-prescription-preview.ts";

const IMAGE_MISSING_TEXT = "Prescription image file is missing";

/** The uploaded image, or a note for a PDF; a file that cannot be loaded says so. */
export function PrescriptionFilePreview({ prescription }: { prescription: AdminPrescription }) {
  const preview = usePrescriptionPreview(prescription.id, prescription.prescription_image_url !== null);
  const [broken, setBroken] = useState(false);

  if (preview.state === "none")
    return <p className="text-sm text-zinc-600">No prescription file uploaded.</p>;
  if (preview.state === "loading") {
    return (
      <p role="status" className="text-sm text-zinc-600">
        Loading the prescription file…
      </p>
    );
  }
  if (preview.state === "missing" || broken) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {IMAGE_MISSING_TEXT}
      </p>
    );
  }
  if (preview.type === "application/pdf") {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-700">
        <FileText aria-hidden="true" className="size-5" />A PDF document was uploaded. Use View File to read
        it.
      </p>
    );
  }
  return (
    <img
      src={preview.url}
      alt={`Prescription uploaded by ${prescription.full_name}`}
      onError={() => setBroken(true)}
      className="max-h-96 w-auto max-w-full rounded-md border border-zinc-200 object-contain"
    />
  );
}
