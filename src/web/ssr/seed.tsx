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
  /** True until the server's page has hydrated: the calls made then take the page's answers as fresh. */
  hydrating: boolean;
}

const SeedContext = createContext<Seed | null>(null);

export function SeedProvider({ seed, children }: { seed: Seed; children: ReactNode }) {
  return <SeedContext value={seed}>{children}</SeedContext>;
}

export const useSeed = (): Seed | null => use(SeedContext);

/** True while the server's page hydrates (the first render in the browser), false after and elsewhere. */
export function useHydrating(seed: Seed | null): boolean {
  useEffect(() => {
    if (seed) seed.hydrating = false;
  }, [seed]);
  return seed?.hydrating ?? false;
}

/** The element id of the JSON the server writes into the page (a data block, so the CSP needs no exception). */
export const SEED_ELEMENT_ID = "ssr-data";

/**
 * A seed from a fixed record; what the browser reads back from the page. The answers are the first
 * page's: once the shopper moves to another page (retire), calls fetch as they would without them.
 */
export function recordedSeed(record: Record<string, unknown>, at = Date.now()): Seed & { retire(): void } {
  let answers: Record<string, unknown> = record;
  return {
    at,
    hydrating: true,
    get: (url) => (Object.hasOwn(answers, url) ? answers[url] : undefined),
    retire() {
      answers = {};
    },
  };
}

/** The JSON for a script data block: `<` escaped so no string in it can close the element. */
export const seedJson = (record: Record<string, unknown>): string =>
  JSON.stringify(record)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
