import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { AfricaColor } from "#shared/schemas/catalogue.ts";

/** GET /api/africa-r3d/colors (the customiser's fixed list, storefront.md §3). */
export const AFRICA_COLORS_URL = "/api/africa-r3d/colors";

const List = z.array(AfricaColor);
const parse = (data: unknown): AfricaColor[] => List.parse(data);

export function useAfricaColors() {
  return useQuery({ queryKey: [AFRICA_COLORS_URL], select: parse });
}
