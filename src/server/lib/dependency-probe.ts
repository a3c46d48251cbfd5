import { fulfilsWithin } from "./bounded.ts";

/** What readiness names when it does not answer: the instance still serves, "degraded". */
export type DependencyName = "redis" | "smtp" | "storage" | "carrier";

export interface DependencyProbe {
  readonly name: DependencyName;
  /** Whether it answers now (readiness bounds the wait). */
  up(): Promise<boolean>;
}

interface ProbeTiming {
  /** How long one check may take before it counts as down. */
  timeoutMs: number;
  /** How long a result stands before the next readiness check runs it again. */
  everyMs: number;
}

const PROBE_TIMING: ProbeTiming = { timeoutMs: 10_000, everyMs: 60_000 };

/**
 * A probe for a dependency whose check costs a connection (an SMTP greeting, an HTTPS request): it runs at
 * once without anyone waiting for it, then again when readiness asks and the last result is older than
 * `everyMs`. `up()` answers the last result, or waits for the first check.
 */
export function checkedProbe(
  name: DependencyName,
  check: () => Promise<unknown>,
  timing: ProbeTiming = PROBE_TIMING,
): DependencyProbe {
  let checkedAt = 0;
  let last: Promise<boolean> | undefined;
  let result: boolean | undefined;
  const run = () => {
    checkedAt = Date.now();
    const running = fulfilsWithin(Promise.resolve().then(check), timing.timeoutMs).then((ok) => {
      result = ok;
      return ok;
    });
    last = running;
    return running;
  };
  run();
  return {
    name,
    up() {
      const pending = Date.now() - checkedAt >= timing.everyMs ? run() : last;
      return result === undefined && pending ? pending : Promise.resolve(result ?? false);
    },
  };
}

/** Resolves once `url` gives any HTTP answer (a 403 or 404 too: the service is there); rejects otherwise. */
export async function answersHttp(url: string, timeoutMs = PROBE_TIMING.timeoutMs): Promise<void> {
  const res = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(timeoutMs) });
  await res.body?.cancel();
}

/** The probes of an app: Redis's own (it answers fast), and a checked probe for each service with a check. */
export function dependencyProbes(
  redis: DependencyProbe | undefined,
  services: Record<Exclude<DependencyName, "redis">, { check?(): Promise<unknown> }>,
): DependencyProbe[] {
  const checked = Object.entries(services).flatMap(([name, service]) => {
    const check = service.check?.bind(service);
    return check ? [checkedProbe(name as DependencyName, check)] : [];
  });
  return redis ? [redis, ...checked] : checked;
}
