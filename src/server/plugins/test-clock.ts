import type { FastifyInstance } from "fastify";
import type { Config } from "../env.ts";
import { parseTestNow, runAt, TEST_NOW_HEADER } from "../lib/clock.ts";
import { badRequest } from "../lib/http-error.ts";

/** Whether this process honours the test clock header: only a test server that asked for it. */
export const testClockEnabled = (config: Pick<Config, "NODE_ENV" | "TEST_CLOCK">): boolean =>
  config.NODE_ENV === "test" && config.TEST_CLOCK;

/**
 * The browser tests share one server, so they cannot move its clock for everyone: a request carrying
 * `x-test-now: <ISO time>` is handled with `now()` at that moment instead, and only that request. Without
 * the flag no hook exists and the header means nothing. A header that is not an ISO time is a 400, so a
 * test's typo fails loudly rather than running at the real time. The hook runs after the body is read,
 * so the handler and everything it awaits see the moment.
 */
export function registerTestClock(app: FastifyInstance, config: Pick<Config, "NODE_ENV" | "TEST_CLOCK">) {
  if (!testClockEnabled(config)) return;
  app.addHook("preHandler", (request, _reply, done) => {
    const raw = request.headers[TEST_NOW_HEADER];
    if (raw === undefined) return done();
    const at = typeof raw === "string" ? parseTestNow(raw) : null;
    if (!at) return done(badRequest(`${TEST_NOW_HEADER} must be an ISO time such as 2026-12-01T12:00:00Z`));
    runAt(at, () => done());
  });
}
