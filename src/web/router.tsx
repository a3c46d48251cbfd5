import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from "react-router";
import { LEGACY_REDIRECTS } from "#shared/legacy-redirects.ts";
import { RouteErrorScreen } from "./layout/ErrorScreen.tsx";
import { RootLayout } from "./layout/RootLayout.tsx";
import { type LoadPage, NOT_FOUND_PAGE, PAGES } from "./pages.ts";

/** The route whose errorElement shows a failed page inside the shop's header (entry-server.tsx renders it). */
export const PAGE_ERROR_ROUTE_ID = "pages";

/** How a page's route module becomes its route: in the browser its component only (see entry-server.tsx). */
export type LazyPage = (load: LoadPage) => RouteObject["lazy"];

const browserPage: LazyPage = (load) => async () => ({ Component: (await load()).default });

export const createRoutes = (lazyPage: LazyPage = browserPage): RouteObject[] => [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        id: PAGE_ERROR_ROUTE_ID,
        // A page that fails renders its error inside the layout, keeping the header and footer.
        errorElement: <RouteErrorScreen />,
        // Paths match as the server's page routes do (pages.ts), case and all: /CHECKOUT is the
        // server's not-found page, not the checkout rendered on the server as a public page.
        children: [
          ...PAGES.map(({ path, load }) => ({ path, caseSensitive: true, lazy: lazyPage(load) })),
          ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
            path: from,
            caseSensitive: true,
            element: <Navigate to={to} replace />,
          })),
          { path: "*", lazy: lazyPage(NOT_FOUND_PAGE.load) },
        ],
      },
    ],
  },
];

export const routes = createRoutes();

/**
 * Loads the modules of the routes that match the page the server rendered and puts them in place, so
 * the browser's first render is the server's and hydration finds no difference.
 */
export async function pageLoaded(url: string | URL): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
