import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { remindBaskets } from "#server/jobs/basket-reminders.ts";
import { now } from "#server/lib/clock.ts";
import { testClockEnabled } from "./test-clock.ts";

/** The browser tests' way to run a timed job at the moment their `x-test-now` header names. */
export const TEST_JOB_PATH = "/api/test/jobs/basket-reminders";

/**
 * Only on a test server with the test clock (the same flag, decision 0049): a browser test cannot wait
 * hours for a job, so it runs it once at its chosen moment. Nothing exists otherwise.
 */
export function registerTestJobs(app: FastifyInstance, ctx: AppContext) {
  if (!testClockEnabled(ctx.config)) return;
  app.post(TEST_JOB_PATH, async () => ({
    queued: await remindBaskets(ctx, now()),
  }));
}
