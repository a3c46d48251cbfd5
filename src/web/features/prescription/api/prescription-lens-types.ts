import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { PrescriptionLensType } from "#shared/schemas/catalogue.ts";

/** GET /api/prescription-lens-types, cached for 5 minutes (storefront.md §7). */
export const PRESCRIPTION_LENS_TYPES_URL = "/api/prescription-lens-types";

const LensTypeList = z.array(PrescriptionLensType);
const parseLensTypes = (data: unknown): PrescriptionLensType[] => LensTypeList.parse(data);

export function usePrescriptionLensTypes() {
  return useQuery({
    queryKey: [PRESCRIPTION_LENS_TYPES_URL],
    select: parseLensTypes,
    staleTime: 5 * 60_000,
  });
}
