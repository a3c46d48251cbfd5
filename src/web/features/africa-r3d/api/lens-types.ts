import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { AfricaLensType } from "#shared/schemas/catalogue.ts";

/** GET /api/africa-r3d/lens-types (the customiser's fixed list, storefront.md §3). */
export const AFRICA_LENS_TYPES_URL = "/api/africa-r3d/lens-types";

const List = z.array(AfricaLensType);
const parse = (data: unknown): AfricaLensType[] => List.parse(data);

export function useAfricaLensTypes() {
  return useQuery({ queryKey: [AFRICA_LENS_TYPES_URL], select: parse });
}
