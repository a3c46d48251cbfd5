import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { AfricaVisionType } from "#shared/schemas/catalogue.ts";

/** GET /api/africa-r3d/vision-types (the customiser's fixed list, storefront.md §3). */
export const AFRICA_VISION_TYPES_URL = "/api/africa-r3d/vision-types";

const List = z.array(AfricaVisionType);
const parse = (data: unknown): AfricaVisionType[] => List.parse(data);

export function useAfricaVisionTypes() {
  return useQuery({ queryKey: [AFRICA_VISION_TYPES_URL], select: parse });
}
