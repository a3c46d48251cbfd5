import { useQuery } from "@tanstack/react-query";
import type { Color } from "#shared/schemas/catalogue.ts";

/** storefront.md §7, home: retried 3 times, fresh for 30 s. */
export function useHomeColors() {
  return useQuery<Color[]>({ queryKey: ["/api/colors"], staleTime: 30_000, retry: 3 });
}
