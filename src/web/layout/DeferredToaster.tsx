import { Suspense } from "react";
import { useToast } from "../components/ui/use-toast.ts";
import { usePageSettled } from "../lib/page-settled.ts";
import { LazyToaster } from "./lazy-chunks.ts";

/**
 * The toast region (Radix Toast and its layers) stays out of the first load: it mounts when the first
 * toast is raised or once the page's first view is on screen, whichever comes first.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const settled = usePageSettled();
  if (!settled && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
