import { AsyncLocalStorage } from "node:async_hooks";

/**
 * "Now" for code whose rules depend on the date (the returns windows, the times a return records). It is
 * the real time, except inside `runAt`, which the browser-test server's clock hook uses to judge one request
 * at another moment (plugins/test-clock.ts). Nothing else may set it.
 */
const moment = new AsyncLocalStorage<number>();

export const now = (): Date => new Date(moment.getStore() ?? Date.now());

/** Runs fn (and everything it awaits) with `now()` answering `at`. */
export const runAt = <T>(at: Date, fn: () => T): T => moment.run(at.getTime(), fn);

/** The request header the test clock reads, and the only form it takes: an ISO time with its zone. */
export const TEST_NOW_HEADER = "x-test-now";
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The moment a test-clock header names, or null when it is not a full ISO time with a zone. */
export function parseTestNow(value: string): Date | null {
  if (!ISO_TIME.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
