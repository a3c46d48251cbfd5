import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "#server/context.ts";
import { onMediaWork } from "#server/modules/media/index.ts";
import { alertOverdueReturns } from "#server/modules/returns/index.ts";
import { remindBaskets } from "./basket-reminders.ts";
import { lapseCheckouts } from "./lapse-checkouts.ts";
import { remindPrescriptions } from "./prescription-reminders.ts";
import { processMediaJob } from "./process-media.ts";
import { reconcilePayments } from "./reconcile-payments.ts";
import { applyRetention } from "./retention.ts";
import { sendQueuedEmails } from "./send-emails.ts";

interface Job {
  name: string;
  everyMs: number;
  run: (ctx: AppContext, onError: (error: unknown) => void) => Promise<unknown>;
  /** Lets the job also run at once when `wake` is called (the mail worker, when an email is queued). */
  wakeWith?: (ctx: AppContext, wake: () => void) => void;
}

/** Background work. Each job is a set of conditional updates, so several instances may run it at once. */
const JOBS: Job[] = [
  {
    name: "lapse-checkouts",
    everyMs: 60_000,
    run: (ctx, onError) => lapseCheckouts(ctx, new Date(), onError),
  },
  {
    name: "reconcile-payments",
    everyMs: 60_000,
    run: (ctx, onError) => reconcilePayments(ctx, new Date(), onError),
  },
  // Never-paid orders, abandoned baskets, old prescriptions, chats and contact messages (one runner at a time).
  { name: "retention", everyMs: 3_600_000, run: (ctx) => applyRetention(ctx) },
  {
    name: "prescription-reminders",
    everyMs: 600_000,
    run: (ctx, onError) => remindPrescriptions(ctx, new Date(), onError),
  },
  {
    name: "basket-reminders",
    everyMs: 300_000,
    run: (ctx, onError) => remindBaskets(ctx, new Date(), onError),
  },
  {
    name: "return-overdue-alerts",
    everyMs: 600_000,
    run: (ctx, onError) => alertOverdueReturns(ctx, new Date(), onError),
  },
  {
    name: "process-media",
    // An upload or a new focal point wakes it at once; the interval takes over stale claims.
    everyMs: 30_000,
    run: processMediaJob,
    wakeWith: (ctx, wake) => onMediaWork(ctx, wake),
  },
  {
    name: "send-emails",
    // Mail queued here goes out at once (wake); the interval picks up retries and other instances' mail.
    everyMs: 5_000,
    run: (ctx) => sendQueuedEmails(ctx),
    wakeWith: (ctx, wake) => ctx.email.onQueued(wake),
  },
];

/**
 * Starts every job on its interval (JOBS_INTERVAL_MS instead, when set), one run at a time per job: a
 * wake during a run runs the job once more after it. `stop` waits for runs in progress.
 */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger) {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const timers = JOBS.map((job) => {
    let busy = false;
    let again = false;
    const onError = (err: unknown) => log.warn({ err, job: job.name }, "background job step failed");
    const trigger = () => {
      if (stopped) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      let failed = false;
      const fail = (err: unknown) => {
        failed = true;
        onError(err);
      };
      const run = job
        .run(ctx, fail)
        .catch(fail)
        .finally(() => {
          ctx.metrics.jobRun(job.name, failed ? "failed" : "ok");
          busy = false;
          running.delete(run);
          if (again) {
            again = false;
            trigger();
          }
        });
      running.add(run);
    };
    job.wakeWith?.(ctx, trigger);
    const timer = setInterval(trigger, ctx.config.JOBS_INTERVAL_MS ?? job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      while (running.size > 0) await Promise.all(running);
    },
  };
}
