import { lazy } from "react";

/**
 * Parts of the shell that are only needed after an interaction load on demand, which keeps the
 * dialog and toast code out of every page's first load. Calling a loader early warms the chunk.
 */
export const loadBasketPanel = () => import("./BasketPanel.tsx");
export const loadMobileMenu = () => import("./MobileMenu.tsx");

export const LazyBasketPanel = lazy(() => loadBasketPanel().then((m) => ({ default: m.BasketPanel })));
export const LazyMobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
export const LazyFooter = lazy(() => import("./Footer.tsx").then((m) => ({ default: m.Footer })));
export const LazyCookieConsent = lazy(() =>
  import("../consent/CookieConsent.tsx").then((m) => ({ default: m.CookieConsent })),
);
/** The admin's own layout: only its pages load it, so no storefront page carries its code. */
export const LazyAdminLayout = lazy(() =>
  import("./AdminLayout.tsx").then((m) => ({ default: m.AdminLayout })),
);
export const LazyToaster = lazy(() =>
  import("../components/ui/toaster.tsx").then((m) => ({ default: m.Toaster })),
);
