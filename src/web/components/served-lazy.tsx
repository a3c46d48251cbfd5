import { type ComponentType, lazy, useEffect } from "react";
import { firstPageCommitted, partHydrating } from "../early-input/replay.ts";

/**
 * A part of a server-rendered page whose code comes in a chunk of its own. The server renders it whole,
 * so it is in the served page; the browser fetches its code once the rest of the page has committed (off
 * the first load's critical path) and shows the server's HTML until it has arrived, then hydrates it. React drops a tap on a part it has
 * not hydrated yet, and may hydrate a part after the rest of the page, so the page counts as ready (and
 * held taps are replayed) only once every such part has mounted.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound for the component's props
export function servedLazy<P extends Record<string, any>>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const browser = typeof window !== "undefined";
  const mounted = browser ? partHydrating() : () => {};
  return lazy(async () => {
    // After the page's own first commit, so the part's code is not on the first load's critical path.
    if (browser) await firstPageCommitted;
    const { default: Part } = await load().catch((error: unknown) => {
      mounted();
      throw error;
    });
    return {
      default: (props: P) => {
        useEffect(mounted, []);
        return <Part {...props} />;
      },
    };
  });
}
