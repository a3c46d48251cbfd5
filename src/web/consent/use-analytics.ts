import { useEffect } from "react";
import { applyConsent, PAGE_VIEW_DELAY_MS, trackPageView } from "#web/lib/analytics.ts";
import { useConsent } from "#web/lib/consent.ts";

/** Keeps the Google tags in line with the cookie choice, and sends a page view after each route change. */
export function useAnalytics(pathname: string, search: string): void {
  const consent = useConsent();
  const analyticsAllowed = consent?.analytics ?? false;

  useEffect(() => {
    applyConsent(consent, pathname);
  }, [consent, pathname]);

  // search and analyticsAllowed are dependencies on purpose: a new query string is a new page, and a
  // shopper who has just allowed analytics gets the page they are on counted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!analyticsAllowed) return;
    const timer = window.setTimeout(trackPageView, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, analyticsAllowed]);
}
