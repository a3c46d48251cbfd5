/** The longest a start waits for one dependency (each Redis connection, SMTP, ...) before going on degraded. */
export const START_WAIT_MS = 1_000;

export class WaitExceeded extends Error {
  override name = "WaitExceeded";
}

/**
 * Settles as `promise` does, or rejects with a WaitExceeded once `ms` have passed (the promise itself goes
 * on, unobserved). The timer never keeps the process alive.
 */
export function within<T>(promise: Promise<T>, ms: number, what = "the answer"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WaitExceeded(`no ${what} in ${ms / 1000} s`)), ms);
    timer.unref();
  });
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Whether `promise` fulfils within `ms`: false when it rejects or takes longer. */
export function fulfilsWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return within(promise, ms).then(
    () => true,
    () => false,
  );
}
