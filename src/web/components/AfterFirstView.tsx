import { type ReactNode, Suspense } from "react";
import { usePageSettled } from "../lib/page-settled.ts";

/**
 * Renders `fallback` (sized like what it stands for, so nothing moves) until the page's first view is on
 * screen, then `children`, typically a React.lazy part whose code is only fetched then.
 */
export function AfterFirstView({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const settled = usePageSettled();
  if (!settled) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
