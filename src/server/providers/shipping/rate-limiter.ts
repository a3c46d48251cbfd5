import { setTimeout as sleep } from "node:timers/promises";

/**
 * Lets at most `limit` calls start in any window of `windowMs`, queueing the rest in order. A sliding
 * window rather than a token bucket: the carrier counts calls per second, so a refilled bucket could
 * still put more than `limit` calls inside one of its seconds.
 */
export class SlidingWindowLimiter {
  readonly limit: number;
  readonly windowMs: number;
  #starts: number[] = [];
  #tail: Promise<void> = Promise.resolve();

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Resolves when the caller may start its call. */
  acquire(): Promise<void> {
    const turn = this.#tail.then(() => this.#waitForSlot());
    this.#tail = turn.catch(() => {});
    return turn;
  }

  async #waitForSlot(): Promise<void> {
    for (;;) {
      const now = performance.now();
      while (this.#starts.length && now - (this.#starts[0] as number) >= this.windowMs) this.#starts.shift();
      if (this.#starts.length < this.limit) {
        this.#starts.push(now);
        return;
      }
      await sleep(Math.max(1, Math.ceil(this.windowMs - (now - (this.#starts[0] as number)))));
    }
  }
}
