import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#web/lib/api.ts";
import { type Reader, read } from "#web/lib/shape.ts";
import { useHydrationSeed } from "#web/ssr/seed.tsx";

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

/** The query of one GET call: its key is the URL, its fetch reads the answer with the call's reader. */
export function catalogueQuery<T>(url: string, reader: Reader<T>) {
  return {
    ...queryOptions({
      queryKey: [url] as const,
      queryFn: ({ signal }) => getJson(url, reader, signal),
    }),
    url,
    reader,
  };
}

export type CatalogueQuery<T> = ReturnType<typeof catalogueQuery<T>>;

/**
 * Turns a call into query options. While a server-rendered page hydrates, they start from the answer the
 * server rendered with, which is as fresh as the page, so it is not fetched again then (whatever the
 * screen's staleTime).
 */
export function useSeededOptions() {
  const seed = useHydrationSeed();
  return <T>({ url, reader, ...query }: CatalogueQuery<T>) => {
    const seeded = seed?.get(url);
    const initial = seeded === undefined ? null : read(reader, seeded);
    if (initial === null || !seed) return query;
    return { ...query, initialData: initial, initialDataUpdatedAt: seed.at, refetchOnMount: false };
  };
}

export function useCatalogue<T>(query: CatalogueQuery<T>, cache?: CacheSettings) {
  const seeded = useSeededOptions();
  return useQuery({ ...seeded(query), ...cache });
}
