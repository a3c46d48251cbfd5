import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "#web/lib/api.ts";
import { type Reader, read } from "#web/lib/shape.ts";
import { useHydrating, useSeed } from "#web/ssr/seed.tsx";

/** Catalogue lists outside the home page are cached for 5 minutes. */
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
 * Turns a call into query options that start from the server's answer when the page came with one
 * (ssr/seed.tsx), as old as the page. While the page hydrates that answer is not fetched again, whatever
 * the screen's staleTime; later mounts refetch it once it is stale, as for any cached answer.
 */
export function useSeededOptions() {
  const seed = useSeed();
  const hydrating = useHydrating(seed);
  return <T>({ url, reader, ...query }: CatalogueQuery<T>) => {
    const seeded = seed?.get(url);
    const initial = seeded === undefined ? null : read(reader, seeded);
    if (initial === null || !seed) return query;
    const seededQuery = { ...query, initialData: initial, initialDataUpdatedAt: seed.at };
    return hydrating ? { ...seededQuery, refetchOnMount: false } : seededQuery;
  };
}

export function useCatalogue<T>(query: CatalogueQuery<T>, cache?: CacheSettings) {
  const seeded = useSeededOptions();
  return useQuery({ ...seeded(query), ...cache });
}
