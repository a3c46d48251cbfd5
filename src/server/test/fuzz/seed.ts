import fc from "fast-check";

/** The seed CI uses, so every run tries the same requests and a failure is reproducible. */
const FIXED_SEED = 17_2026;

/**
 * FUZZ_SEED: unset for the fixed seed, `random` for a new one each run, or a number to replay a run.
 * FUZZ_RUNS scales the number of requests per route (1 = the default budget).
 */
export function fuzzSeed(): number {
  const raw = process.env.FUZZ_SEED?.trim();
  if (!raw) return FIXED_SEED;
  if (raw === "random") return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random", not ${raw}`);
  return seed;
}

export function runsFor(base: number): number {
  const scale = Number(process.env.FUZZ_RUNS ?? "1");
  return Math.max(1, Math.round(base * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/**
 * fc.assert with the run's seed; a failure names the seed and the command that replays it. Every
 * property of a file gets its own seed derived from the run's, so one route's replay does not depend on
 * how many requests the routes before it made.
 */
export async function assertFuzz<T>(
  seed: number,
  label: string,
  property: fc.IAsyncProperty<T>,
  numRuns: number,
): Promise<void> {
  const own = (seed ^ hash(label)) >>> 0;
  try {
    await fc.assert(property, { seed: own, numRuns, endOnFailure: process.env.FUZZ_SHRINK !== "1" });
  } catch (error) {
    const replay = `FUZZ_SEED=${seed} (property seed ${own}); FUZZ_SHRINK=1 shrinks the counterexample`;
    if (error instanceof Error) {
      const cause = error.cause instanceof Error ? `\n${error.cause.message}` : "";
      error.message = `${label}: ${replay}\n${error.message}${cause}`;
    }
    throw error;
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h;
}
