import { createContext, type ReactNode, use, useEffect } from "react";

/**
 * The answers of the GET calls a server-rendered page read, by URL: on the server they come from the
 * in-memory catalogue (and are recorded, to go into the page); in the browser from that record, so the
 * first render has the same data as the server's and nothing is fetched twice.
 */
export interface Seed {
  get(url: string): unknown;
  /** When the answers were read (ms since the epoch): their age for the queries' staleTime. */
  at: number;
  /** True until the server's page has hydrated: the calls made then use the page's answers as they are. */
  hydrating: boolean;
}

const SeedContext = createContext<Seed | null>(null);

export function SeedProvider({ seed, children }: { seed: Seed; children: ReactNode }) {
  return <SeedContext value={seed}>{children}</SeedContext>;
}

export const useSeed = (): Seed | null => use(SeedContext);

/** The seed while the server's page hydrates, else null: calls mounted later fetch as usual. */
export function useHydrationSeed(): Seed | null {
  const seed = useSeed();
  useEffect(() => {
    if (seed) seed.hydrating = false;
  }, [seed]);
  return seed?.hydrating ? seed : null;
}

/** The element id of the JSON the server writes into the page (a data block, so the CSP needs no exception). */
export const SEED_ELEMENT_ID = "ssr-data";

/** A seed from a fixed record; what the browser reads back from the page. */
export function recordedSeed(record: Record<string, unknown>, at = Date.now()): Seed {
  return { at, hydrating: true, get: (url) => (Object.hasOwn(record, url) ? record[url] : undefined) };
}

/** A seed that resolves on the server and remembers what was read, for the page's data block. */
export function recordingSeed(resolve: (url: string) => unknown): Seed & { record: Record<string, unknown> } {
  const record: Record<string, unknown> = {};
  return {
    record,
    at: Date.now(),
    hydrating: true,
    get(url) {
      if (Object.hasOwn(record, url)) return record[url];
      const value = resolve(url);
      if (value !== undefined) record[url] = value;
      return value;
    },
  };
}

/** The JSON for a script data block: `<` escaped so no string in it can close the element. */
export const seedJson = (record: Record<string, unknown>): string =>
  JSON.stringify(record)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
