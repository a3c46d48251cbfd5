import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { LensType } from "#shared/schemas/catalogue.ts";

/** GET /api/spare-lens-types: the replacement lens tints and their surcharges. */
export const SPARE_LENS_TYPES_URL = "/api/spare-lens-types";

const LensTypeList = z.array(LensType);
const parseLensTypes = (data: unknown): LensType[] => LensTypeList.parse(data);

export function useSpareLensTypes() {
  return useQuery({ queryKey: [SPARE_LENS_TYPES_URL], select: parseLensTypes });
}
