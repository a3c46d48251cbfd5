import "./fonts.css";
import "./styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app-providers.tsx";
import { readShopConfig, setShopConfig } from "./lib/public-config.ts";
import { queryClient } from "./lib/query-client.ts";
import { createAppRouter, pageLoaded } from "./router.tsx";
import { recordedSeed, SEED_ELEMENT_ID } from "./ssr/seed.tsx";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("The page has no #root element to mount the app in");

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

const seed = serverSeed();
if (seed) {
  // Not a top-level await: the page chunks import shared code from this entry, which could then not
  // hold it (a chunk cannot wait on a module that waits on it), and the shell would be split into more,
  // larger files.
  void pageLoaded(window.location.pathname).then(() =>
    hydrateRoot(
      rootElement,
      <AppProviders queryClient={queryClient} seed={recordedSeed(seed, performance.timeOrigin)}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>,
    ),
  );
} else {
  createRoot(rootElement).render(
    <AppProviders queryClient={queryClient} seed={null}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>,
  );
}
