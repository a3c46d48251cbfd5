import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#web/lib/api.ts";
import type { Reader } from "#web/lib/shape.ts";

/** storefront.md §7: catalogue lists outside the home page are cached for 5 minutes. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

/** What a screen may choose for a catalogue query: its cache settings, never its own fetch. */
export interface CacheSettings {
  staleTime?: number;
  gcTime?: number;
  retry?: boolean | number;
  refetchOnWindowFocus?: boolean;
  enabled?: boolean;
}

/** The query of one catalogue call: its key is the URL, its fetch reads the answer with the call's reader. */
export function catalogueQuery<T>(url: string, reader: Reader<T>) {
  return queryOptions({
    queryKey: [url] as const,
    queryFn: ({ signal }) => getJson(url, reader, signal),
  });
}

export type CatalogueQuery<T> = ReturnType<typeof catalogueQuery<T>>;

export function useCatalogue<T>(query: CatalogueQuery<T>, cache?: CacheSettings) {
  return useQuery({ ...query, ...cache });
}
