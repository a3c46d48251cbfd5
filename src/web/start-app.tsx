import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app-providers.tsx";
import { readShopConfig, setShopConfig } from "./lib/public-config.ts";
import { queryClient } from "./lib/query-client.ts";
import { createAppRouter, pageLoaded } from "./router.tsx";
import { recordedSeed, SEED_ELEMENT_ID } from "./ssr/seed.tsx";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element to mount the app in");
const root = rootElement;

setShopConfig(readShopConfig());

/** The answers the server rendered the page with, when it did (public pages); private pages render here. */
function serverSeed(): Record<string, unknown> | null {
  const text = document.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Hydrates the server's page; its answers serve until the shopper moves to another page. */
function hydrate(answers: Record<string, unknown>) {
  const router = createAppRouter();
  const seed = recordedSeed(answers, performance.timeOrigin);
  const firstPath = window.location.pathname;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === firstPath) return;
    seed.retire();
    unsubscribe();
  });
  hydrateRoot(
    root,
    <AppProviders queryClient={queryClient} seed={seed}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function render() {
  createRoot(root).render(
    <AppProviders queryClient={queryClient} seed={null}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>,
  );
}

// The first page's module before the first render: no fallback to show, and nothing suspends while
// hydrating. Not a top-level await: the page chunks import shared code from this entry, which could then
// not hold it (a chunk cannot wait on a module that waits on it), and the shell would split into more files.
const answers = serverSeed();
void pageLoaded(window.location.pathname).then(() => (answers ? hydrate(answers) : render()));
