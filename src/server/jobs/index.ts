import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "#server/context.ts";
import { lapseCheckouts } from "./lapse-checkouts.ts";
import { purgeUnplacedOrders } from "./purge-unplaced.ts";

interface Job {
  name: string;
  everyMs: number;
  run: (ctx: AppContext, onError: (error: unknown) => void) => Promise<unknown>;
}

/** Background work. Each job is a set of conditional updates, so several instances may run it at once. */
export const JOBS: Job[] = [
  {
    name: "lapse-checkouts",
    everyMs: 60_000,
    run: (ctx, onError) => lapseCheckouts(ctx, new Date(), onError),
  },
  { name: "purge-unplaced-orders", everyMs: 3_600_000, run: (ctx) => purgeUnplacedOrders(ctx) },
];

/** Starts every job on its interval, one run at a time per job; `stop` waits for runs in progress. */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger) {
  const running = new Set<Promise<unknown>>();
  const timers = JOBS.map((job) => {
    let busy = false;
    const onError = (err: unknown) => log.warn({ err, job: job.name }, "background job step failed");
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const run = job
        .run(ctx, onError)
        .catch(onError)
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
