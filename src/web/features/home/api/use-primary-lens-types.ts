import { useQuery } from "@tanstack/react-query";
import type { LensType } from "#shared/schemas/catalogue.ts";

/** storefront.md §7: retried 3 times, fresh for 30 s, no refetch on focus. */
export function usePrimaryLensTypes() {
  return useQuery<LensType[]>({
    queryKey: ["/api/primary-lens-types"],
    staleTime: 30_000,
    retry: 3,
    refetchOnWindowFocus: false,
  });
}
