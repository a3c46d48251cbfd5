import { useQuery } from "@tanstack/react-query";
import type { Product } from "#shared/schemas/catalogue.ts";

export const CATALOGUE_STALE_MS = 5 * 60_000;

/** GET /api/products, for the "from £X" copy on the content and landing pages. */
export function useProducts() {
  return useQuery<Product[]>({ queryKey: ["/api/products"], staleTime: CATALOGUE_STALE_MS });
}
