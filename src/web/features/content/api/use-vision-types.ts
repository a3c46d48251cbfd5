import { useQuery } from "@tanstack/react-query";
import type { VisionType } from "#shared/schemas/catalogue.ts";
import { CATALOGUE_STALE_MS } from "./use-products.ts";

export function useVisionTypes() {
  return useQuery<VisionType[]>({ queryKey: ["/api/vision-types"], staleTime: CATALOGUE_STALE_MS });
}
