import { useQuery } from "@tanstack/react-query";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import type { Product } from "#shared/schemas/catalogue.ts";

export const PRIMARY_PRODUCT_URL = `/api/products/${PRODUCT_IDS.primary}`;

/** storefront.md §7: always stale, retried 3 times, refetched on window focus. */
export function usePrimaryProduct() {
  return useQuery<Product | null>({
    queryKey: [PRIMARY_PRODUCT_URL],
    staleTime: 0,
    retry: 3,
    refetchOnWindowFocus: true,
  });
}
