import { useQuery } from "@tanstack/react-query";
import type { PrescriptionLensType } from "#shared/schemas/catalogue.ts";
import { CATALOGUE_STALE_MS } from "./use-products.ts";

/** storefront.md §7: cached for 5 minutes. */
export function usePrescriptionLensTypes() {
  return useQuery<PrescriptionLensType[]>({
    queryKey: ["/api/prescription-lens-types"],
    staleTime: CATALOGUE_STALE_MS,
  });
}
