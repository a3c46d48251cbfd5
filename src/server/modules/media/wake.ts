import type { AppContext } from "#server/context.ts";

const listeners = new WeakMap<AppContext, Set<() => void>>();

/** The media job's wake-up: called when an upload or a new focal point leaves work for it. */
export function onMediaWork(ctx: AppContext, listener: () => void): void {
  const set = listeners.get(ctx) ?? new Set();
  set.add(listener);
  listeners.set(ctx, set);
}

export function mediaWorkQueued(ctx: AppContext): void {
  for (const listener of listeners.get(ctx) ?? []) listener();
}
