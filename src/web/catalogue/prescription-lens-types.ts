import { array } from "#web/lib/shape.ts";
import { type CacheSettings, catalogueQuery, useCatalogue } from "./catalogue-query.ts";
import { readPrescriptionLensType } from "./readers.ts";

/** GET /api/prescription-lens-types: the prescription lens types and their surcharges. */
export const prescriptionLensTypesQuery = catalogueQuery(
  "/api/prescription-lens-types",
  array(readPrescriptionLensType),
);

export const usePrescriptionLensTypes = (cache?: CacheSettings) =>
  useCatalogue(prescriptionLensTypesQuery, cache);
