import { Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { AfterFirstView } from "../components/AfterFirstView.tsx";
import { useAnalytics } from "../consent/use-analytics.ts";
import { PageRendered } from "../lib/page-settled.ts";
import { isAdminPath } from "./admin-paths.ts";
import { BasketPanelLoader } from "./BasketPanelLoader.tsx";
import { DeferredToaster } from "./DeferredToaster.tsx";
import { Header } from "./Header.tsx";
import { LazyAdminLayout, LazyCookieConsent, LazyFooter } from "./lazy-chunks.ts";
import { PageFallback } from "./PageFallback.tsx";
import { useRouteMeta } from "./use-route-meta.ts";

const MAIN_CONTENT_ID = "main-content";

/** The live chat popup shows the support page without the shop's chrome. */
function isChatPopup(pathname: string, search: string): boolean {
  return pathname === "/support" && new URLSearchParams(search).get("popup") === "1";
}

/** About the footer's height at each width, so an in-page link followed early still scrolls as far. */
function FooterPlaceholder() {
  return <div aria-hidden="true" className="h-[88rem] bg-ink sm:h-[48rem] lg:h-[30rem]" />;
}

export function RootLayout() {
  const { pathname, search } = useLocation();
  useRouteMeta(pathname);
  useAnalytics(pathname, search);
  const chrome = !isChatPopup(pathname, search);
  if (isAdminPath(pathname)) {
    return (
      <Suspense fallback={<PageFallback />}>
        <LazyAdminLayout />
      </Suspense>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-[60] rounded-md bg-ember-500 px-4 py-2 font-bold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {chrome ? <Header /> : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <PageRendered />
        </Suspense>
      </main>
      {/* main fills the screen, so the footer and the cookie banner (sticky at the page's end) arrive below
          the first view without moving it. */}
      {chrome ? (
        <AfterFirstView fallback={<FooterPlaceholder />}>
          <LazyFooter />
          <LazyCookieConsent />
        </AfterFirstView>
      ) : null}
      {chrome ? <BasketPanelLoader /> : null}
      <DeferredToaster />
      <ScrollRestoration />
    </div>
  );
}
