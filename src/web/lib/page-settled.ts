import { useEffect, useSyncExternalStore } from "react";
import { firstPageHydrated } from "../early-input/replay.ts";
import { queryClient } from "./query-client.ts";

/**
 * "The first view is on screen": the first page has rendered, its data has arrived and the main thread
 * is idle. What the first paint does not need (toasts, forms further down, the configurators' steps)
 * waits for it, so its code is fetched after the page's own. The shopper's first scroll, tap or key press
 * settles it at once: what they reach for is then on its way.
 */
const MAX_WAIT_MS = 4000;
const AFTER_PAINT_MS = 1000;
const INTERACTIONS = ["pointerdown", "keydown", "scroll", "touchstart", "wheel"] as const;

let settled = false;
let started = false;
const listeners = new Set<() => void>();

function settle(): void {
  if (settled) return;
  settled = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, settle, true);
  for (const listener of listeners) listener();
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 1500 });
  else window.setTimeout(run, 200);
}

/** The User Timing mark of the first page's commit (rendered, or hydrated over the server's HTML). */
export const PAGE_RENDERED_MARK = "page-rendered";

/** Called once the first page has committed (see PageRendered in RootLayout). */
function markPageRendered(): void {
  if (started) return;
  started = true;
  performance.mark(PAGE_RENDERED_MARK);
  firstPageHydrated();
  for (const type of INTERACTIONS) window.addEventListener(type, settle, { capture: true, passive: true });
  const cache = queryClient.getQueryCache();
  const check = () => {
    if (queryClient.isFetching() > 0) return false;
    // A frame for the browser to paint what the data brought, a moment for the first view's images to
    // start, then idle time.
    window.requestAnimationFrame(() => window.setTimeout(() => whenIdle(settle), AFTER_PAINT_MS));
    return true;
  };
  if (check()) return;
  // A query that never ends (a slow or hung request) delays the rest by this much at most.
  const fallback = window.setTimeout(() => {
    unsubscribe();
    whenIdle(settle);
  }, MAX_WAIT_MS);
  const unsubscribe = cache.subscribe(() => {
    if (!check()) return;
    unsubscribe();
    window.clearTimeout(fallback);
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}

/** Rendered beside the route's page inside its Suspense boundary: its effect runs once the page is on screen. */
export function PageRendered(): null {
  useEffect(markPageRendered, []);
  return null;
}
