/** Old paths and where they now live: the server answers them with 301, the router with a redirect. */
export const LEGACY_REDIRECTS: Record<string, string> = {
  "/old-home": "/",
  "/index.html": "/",
  "/home.html": "/",
  "/sunglasses": "/",
  "/sports-eyewear": "/",
  "/old-products": "/",
  "/old-about": "/about",
  "/about.html": "/about",
  "/old-contact": "/about",
  "/contact.html": "/about",
  // Where a shopper guesses the way to reach us.
  "/contact": "/support",
  "/old-prescription": "/prescription-sports-sunglasses",
  "/prescription": "/prescription-sports-sunglasses",
  "/prescription-sports": "/prescription-sports-sunglasses",
  "/old-checkout": "/checkout",
  "/old-basket": "/checkout",
  // Where an owner guesses the admin's sign-in.
  "/admin/login": "/login",
};

export function legacyRedirectFor(pathname: string): string | undefined {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return LEGACY_REDIRECTS[path];
}
