import { hasPrism } from "#shared/prescription/checks.ts";
import type { AdminPrescription } from "#shared/schemas/admin.ts";
import type { PrescriptionRow } from "./repo.ts";
import { completePrescriptionOf, prescriptionValuesOf } from "./values.ts";

/** The admin call that hands out a file link; the id is the prescription's, never the storage key. */
const fileCallOf = (row: PrescriptionRow) => (row.fileKey ? `/api/prescription-file/${row.id}` : null);

export function toAdminView(row: PrescriptionRow): AdminPrescription {
  const complete = completePrescriptionOf(row);
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
    od_distance_sphere: row.odDistanceSphere,
    od_distance_cylinder: row.odDistanceCylinder,
    od_distance_axis: row.odDistanceAxis,
    os_distance_sphere: row.osDistanceSphere,
    os_distance_cylinder: row.osDistanceCylinder,
    os_distance_axis: row.osDistanceAxis,
    od_reading_sphere: row.odReadingSphere,
    od_reading_cylinder: row.odReadingCylinder,
    od_reading_axis: row.odReadingAxis,
    os_reading_sphere: row.osReadingSphere,
    os_reading_cylinder: row.osReadingCylinder,
    os_reading_axis: row.osReadingAxis,
    pupillary_distance: row.pupillaryDistance ?? "",
    notes: row.notes,
    values: prescriptionValuesOf(row),
    has_prism: complete ? hasPrism(complete) : false,
    prescription_image_url: fileCallOf(row),
    prescription_file_type: row.fileKey ? row.fileMime : null,
  };
}
