import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { Color } from "#shared/schemas/catalogue.ts";

/** GET /api/colors; outside the home page it is cached for 5 minutes (storefront.md §7). */
export const COLORS_URL = "/api/colors";

const ColorList = z.array(Color);
const parseColors = (data: unknown): Color[] => ColorList.parse(data);

export function useColors() {
  return useQuery({ queryKey: [COLORS_URL], select: parseColors, staleTime: 5 * 60_000 });
}
