import { Suspense, useEffect, useState } from "react";
import { useToast } from "../components/ui/use-toast.ts";
import { LazyToaster } from "./lazy-chunks.ts";

/** After the page has loaded and the main thread is idle; never before a toast that is already waiting. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const schedule = () => {
      idle =
        typeof window.requestIdleCallback === "function"
          ? window.requestIdleCallback(() => setReady(true), { timeout: 3000 })
          : window.setTimeout(() => setReady(true), 1500);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
    };
  }, []);
  return ready;
}

/**
 * The toast region (Radix Toast and its layers) stays out of the first load: it mounts when the first
 * toast is raised or once the page has loaded, whichever comes first.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const afterLoad = useAfterLoad();
  if (!afterLoad && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
