import { type ReactNode, Suspense, useDeferredValue } from "react";
import { usePageSettled } from "../lib/page-settled.ts";

/**
 * Renders `fallback` (sized like what it stands for, so nothing moves) until the page's first view is on
 * screen, then `children`, typically a React.lazy part whose code is only fetched then.
 */
export function AfterFirstView({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  // Deferred: what arrives renders in the background, in slices, so it does not block a tap meanwhile.
  const settled = useDeferredValue(usePageSettled());
  if (!settled) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
