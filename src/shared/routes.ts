/** Route metadata shared by the server (HTML head, redirects, 404) and the web app (titles on navigation). */

export interface RouteMeta {
  title: string;
  description: string;
  /** A private page (one shopper's order, the checkout, the back office): search engines must not index it. */
  noindex?: boolean;
}

const SHOP = "Ndr Sports Eyewear";

/** The default title and description of every unknown path (storefront.md §2). */
export const NOT_FOUND_META: RouteMeta = {
  title: `Page Not Found | ${SHOP}`,
  description: "The page you were looking for could not be found.",
};

export const ROUTE_META: Record<string, RouteMeta> = {
  "/": {
    title: `Premium Sports Sunglasses | ${SHOP}`,
    description: "Primary+ full-wrap sports sunglasses with interchangeable German lenses. Free UK delivery.",
  },
  "/dynamic-landing": {
    title: `The Collection | ${SHOP}`,
    description:
      "Sports sunglasses, prescription eyewear, replacement lenses, nose pads and socks for athletes.",
  },
  "/about": {
    title: `About Us | ${SHOP}`,
    description: "Our story since 2014: sports eyewear designed with and for UK athletes.",
  },
  "/prescription": {
    title: `Custom Prescription Sports Sunglasses | ${SHOP}`,
    description: "Custom prescription sports sunglasses glazed to your prescription.",
  },
  "/prescription-sports-sunglasses": {
    title: `Prescription Sports Sunglasses Guide | ${SHOP}`,
    description: "Prescription sports sunglasses from -7 to +8: lens options, prices and how to order.",
  },
  "/prescription-pro": {
    title: `Customise Your Prescription Sunglasses | ${SHOP}`,
    description:
      "Choose vision type, frame colour, lens technology and mirror finish for your prescription sunglasses.",
  },
  "/prescription-pro-checkout": {
    title: `Prescription Order Checkout | ${SHOP}`,
    description: "Complete your prescription sunglasses order securely.",
    noindex: true,
  },
  "/prescription-form": {
    title: `Prescription Details | ${SHOP}`,
    description: "Submit your prescription details or upload your prescription securely.",
  },
  "/lens-configurator": {
    title: `Lens Configurator | ${SHOP}`,
    description: "Configure frame colour, lens type and mirror finish and see your price.",
  },
  "/checkout": {
    title: `Secure Checkout | ${SHOP}`,
    description: "Secure checkout for your sports eyewear order.",
    noindex: true,
  },
  "/login": {
    title: `Admin Login | ${SHOP}`,
    description: "Sign in to the shop's admin area.",
    noindex: true,
  },
  "/signup": {
    title: `Join the Club: 10% Off | ${SHOP}`,
    description: "Join the club for a lifetime 10% discount, early access and member-only competitions.",
  },
  "/unsubscribe": {
    title: `Unsubscribe from Club Emails | ${SHOP}`,
    description: "Stop club emails from the link in one of them.",
    noindex: true,
  },
  "/spare-lenses": {
    title: `Replacement Lenses | ${SHOP}`,
    description: "Replacement lenses for Primary+ sports sunglasses in six tints.",
  },
  "/sports-socks": {
    title: `Sports Socks: Multi-buy Offer | ${SHOP}`,
    description: "Cushioned, blister-resistant technical sports socks in five sizes.",
  },
  "/nose-pads": {
    title: `Spare Nose Pads | ${SHOP}`,
    description: "Soft, hypoallergenic replacement nose pads for Primary+ frames.",
  },
  "/africa-r3d": {
    title: `Africa R3D: 3D-Printed Eyewear Collection | ${SHOP}`,
    description:
      "A 3D-printed prescription eyewear collection. 10% of profits go to learning-difficulty charities.",
  },
  "/who-is-africa": {
    title: `Who is Africa? | ${SHOP}`,
    description: "The memorial and founder story behind the Africa R3D collection.",
  },
  "/running-sunglasses": {
    title: `Running Sunglasses Guide | ${SHOP}`,
    description: "How to choose running sunglasses: fit, lenses and what matters on the road and trail.",
  },
  "/faq": {
    title: `FAQ | ${SHOP}`,
    description: "Answers about prescriptions, lenses, fit, pricing, delivery and care.",
  },
  "/privacy-policy": {
    title: `Privacy Policy | ${SHOP}`,
    description: "How we collect, use and protect your personal data.",
  },
  "/terms": {
    title: `Terms and Conditions | ${SHOP}`,
    description: "The terms that apply when you buy from us.",
  },
  "/order-confirmation": {
    title: `Order Confirmation | ${SHOP}`,
    description: "Thank you for your order.",
    noindex: true,
  },
  "/order": {
    title: `Your Order | ${SHOP}`,
    description: "Look up your order with its number and email: status, delivery, tracking and invoice.",
    noindex: true,
  },
  "/support": {
    title: `Customer Support | ${SHOP}`,
    description: "Get help with orders, prescriptions, fit and delivery. Chat with us or send a message.",
  },
  "/admin": {
    title: `Admin Dashboard | ${SHOP}`,
    description: "Admin dashboard for orders and prescriptions.",
    noindex: true,
  },
  "/admin/barcodes": {
    title: `Barcode Generator | ${SHOP}`,
    description: "Print product barcode labels.",
    noindex: true,
  },
};

for (const path of ["/checkout-express", "/checkout-simple", "/checkout-new", "/checkout-super-simple"]) {
  ROUTE_META[path] = ROUTE_META["/checkout"] as RouteMeta;
}

/** Legacy paths and where they now live (decisions.md §3). */
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
  "/old-prescription": "/prescription-sports-sunglasses",
  "/prescription": "/prescription-sports-sunglasses",
  "/prescription-sports": "/prescription-sports-sunglasses",
  "/old-checkout": "/checkout",
  "/old-basket": "/checkout",
};

function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

export function isKnownRoute(pathname: string): boolean {
  return normalise(pathname) in ROUTE_META;
}

export function metaFor(pathname: string): RouteMeta {
  return ROUTE_META[normalise(pathname)] ?? NOT_FOUND_META;
}

export function legacyRedirectFor(pathname: string): string | undefined {
  return LEGACY_REDIRECTS[normalise(pathname)];
}
