import type { ComponentType } from "react";
import { findPage, type PageMeta, type PageRoute, type SitePages } from "#shared/page-meta.ts";
import type { PageLoader } from "#shared/page-render.ts";
import * as admin from "./features/admin/pages/AdminPage.meta.ts";
import * as barcodes from "./features/admin/pages/BarcodesPage.meta.ts";
import * as invitation from "./features/admin/pages/InvitationPage.meta.ts";
import * as login from "./features/admin/pages/LoginPage.meta.ts";
import * as prescriptionWork from "./features/admin/pages/PrescriptionWorkPage.meta.ts";
import * as security from "./features/admin/pages/SecurityPage.meta.ts";
import * as africaR3d from "./features/africa-r3d/pages/AfricaR3dPage.meta.ts";
import * as basketRestore from "./features/checkout/pages/BasketRestorePage.meta.ts";
import * as checkout from "./features/checkout/pages/CheckoutPage.meta.ts";
import * as orderConfirmation from "./features/checkout/pages/OrderConfirmationPage.meta.ts";
import * as payTotal from "./features/checkout/pages/PayTotalPage.meta.ts";
import * as prescriptionProCheckout from "./features/checkout/pages/PrescriptionProCheckoutPage.meta.ts";
import * as signup from "./features/club/pages/SignupPage.meta.ts";
import * as unsubscribe from "./features/club/pages/UnsubscribePage.meta.ts";
import * as about from "./features/content/pages/AboutPage.meta.ts";
import * as prescriptionGuide from "./features/content/pages/PrescriptionGuidePage.meta.ts";
import * as privacyPolicy from "./features/content/pages/PrivacyPolicyPage.meta.ts";
import * as returns from "./features/content/pages/ReturnsPage.meta.ts";
import * as runningSunglasses from "./features/content/pages/RunningSunglassesPage.meta.ts";
import * as support from "./features/content/pages/SupportPage.meta.ts";
import * as terms from "./features/content/pages/TermsPage.meta.ts";
import * as whoIsAfrica from "./features/content/pages/WhoIsAfricaPage.meta.ts";
import * as faq from "./features/faq/pages/FaqPage.meta.ts";
import * as home from "./features/home/pages/HomePage.meta.ts";
import * as dynamicLanding from "./features/landing/pages/DynamicLandingPage.meta.ts";
import * as orderLookup from "./features/order-lookup/pages/OrderLookupPage.meta.ts";
import * as lensConfigurator from "./features/prescription/pages/LensConfiguratorPage.meta.ts";
import * as prescriptionForm from "./features/prescription/pages/PrescriptionFormPage.meta.ts";
import * as prescriptionPro from "./features/prescription/pages/PrescriptionProPage.meta.ts";
import * as prescriptionQuery from "./features/prescription/pages/PrescriptionQueryPage.meta.ts";
import * as nosePads from "./features/products/pages/NosePadsPage.meta.ts";
import * as spareLenses from "./features/products/pages/SpareLensesPage.meta.ts";
import * as sportsSocks from "./features/products/pages/SportsSocksPage.meta.ts";
import * as notFound from "./layout/NotFoundPage.meta.ts";

/** A route module: its component, and the loader the server renders it with when it reads the catalogue. */
export type LoadPage = () => Promise<{ default: ComponentType; loader?: PageLoader }>;

/** A page of the route list: its path, what its route module tells the head and the server, and its code. */
export interface WebPage extends PageRoute {
  load: LoadPage;
}

/** A route module's exports the server reads (from its `*.meta.ts`, so the page's code stays in its chunk). */
type PageExports = Pick<PageRoute, "meta" | "lcp" | "lcpUpload">;

const page = (path: string, { meta, lcp, lcpUpload }: PageExports, load: LoadPage): WebPage => ({
  path,
  meta,
  lcp,
  lcpUpload,
  load,
});

/**
 * Every page of the shop, one entry each, in the order the router matches them. Each is a lazy route module
 * (its own chunk), loaded by the router before it renders the page: on the server before rendering, in the
 * browser before hydrating and before each navigation completes.
 */
export const PAGES: readonly WebPage[] = [
  page("/", home, () => import("./features/home/pages/HomePage.tsx")),
  page("/dynamic-landing", dynamicLanding, () => import("./features/landing/pages/DynamicLandingPage.tsx")),
  page("/about", about, () => import("./features/content/pages/AboutPage.tsx")),
  page(
    "/prescription-sports-sunglasses",
    prescriptionGuide,
    () => import("./features/content/pages/PrescriptionGuidePage.tsx"),
  ),
  page(
    "/prescription-pro",
    prescriptionPro,
    () => import("./features/prescription/pages/PrescriptionProPage.tsx"),
  ),
  page(
    "/prescription-pro-checkout",
    prescriptionProCheckout,
    () => import("./features/checkout/pages/PrescriptionProCheckoutPage.tsx"),
  ),
  page(
    "/prescription-form",
    prescriptionForm,
    () => import("./features/prescription/pages/PrescriptionFormPage.tsx"),
  ),
  page(
    "/prescription-query",
    prescriptionQuery,
    () => import("./features/prescription/pages/PrescriptionQueryPage.tsx"),
  ),
  page(
    "/lens-configurator",
    lensConfigurator,
    () => import("./features/prescription/pages/LensConfiguratorPage.tsx"),
  ),
  page("/checkout", checkout, () => import("./features/checkout/pages/CheckoutPage.tsx")),
  page("/checkout-express", checkout, () => import("./features/checkout/pages/CheckoutPage.tsx")),
  page("/checkout-simple", checkout, () => import("./features/checkout/pages/CheckoutPage.tsx")),
  page("/checkout-new", checkout, () => import("./features/checkout/pages/CheckoutPage.tsx")),
  page("/checkout-super-simple", checkout, () => import("./features/checkout/pages/CheckoutPage.tsx")),
  page("/login", login, () => import("./features/admin/pages/LoginPage.tsx")),
  page("/signup", signup, () => import("./features/club/pages/SignupPage.tsx")),
  page("/basket/restore", basketRestore, () => import("./features/checkout/pages/BasketRestorePage.tsx")),
  page("/unsubscribe", unsubscribe, () => import("./features/club/pages/UnsubscribePage.tsx")),
  page("/spare-lenses", spareLenses, () => import("./features/products/pages/SpareLensesPage.tsx")),
  page("/sports-socks", sportsSocks, () => import("./features/products/pages/SportsSocksPage.tsx")),
  page("/nose-pads", nosePads, () => import("./features/products/pages/NosePadsPage.tsx")),
  page("/africa-r3d", africaR3d, () => import("./features/africa-r3d/pages/AfricaR3dPage.tsx")),
  page("/who-is-africa", whoIsAfrica, () => import("./features/content/pages/WhoIsAfricaPage.tsx")),
  page(
    "/running-sunglasses",
    runningSunglasses,
    () => import("./features/content/pages/RunningSunglassesPage.tsx"),
  ),
  page("/faq", faq, () => import("./features/faq/pages/FaqPage.tsx")),
  page("/privacy-policy", privacyPolicy, () => import("./features/content/pages/PrivacyPolicyPage.tsx")),
  page(
    "/order-confirmation",
    orderConfirmation,
    () => import("./features/checkout/pages/OrderConfirmationPage.tsx"),
  ),
  page("/order", orderLookup, () => import("./features/order-lookup/pages/OrderLookupPage.tsx")),
  page("/pay", payTotal, () => import("./features/checkout/pages/PayTotalPage.tsx")),
  page("/support", support, () => import("./features/content/pages/SupportPage.tsx")),
  page("/terms", terms, () => import("./features/content/pages/TermsPage.tsx")),
  page("/returns", returns, () => import("./features/content/pages/ReturnsPage.tsx")),
  page("/admin", admin, () => import("./features/admin/pages/AdminPage.tsx")),
  page("/admin/invitation", invitation, () => import("./features/admin/pages/InvitationPage.tsx")),
  page("/admin/barcodes", barcodes, () => import("./features/admin/pages/BarcodesPage.tsx")),
  page("/admin/security", security, () => import("./features/admin/pages/SecurityPage.tsx")),
  page(
    "/admin/prescriptions/:orderId",
    prescriptionWork,
    () => import("./features/admin/pages/PrescriptionWorkPage.tsx"),
  ),
];

/** The page of every unknown path (the router's catch-all, the server's 404). */
export const NOT_FOUND_PAGE: { meta: PageMeta; load: LoadPage } = {
  meta: notFound.meta,
  load: () => import("./layout/NotFoundPage.tsx"),
};

/** What the server builds its page routes, heads, sitemap and preloads from (entry-server.tsx exports it). */
export const site: SitePages = {
  pages: PAGES.map(({ path, meta, lcp, lcpUpload }) => ({ path, meta, lcp, lcpUpload })),
  notFound: notFound.meta,
};

/** The head of the page at a path; unknown paths get the not-found page's. */
export const metaFor = (pathname: string): PageMeta => findPage(PAGES, pathname)?.meta ?? notFound.meta;

export const isKnownPage = (pathname: string): boolean => findPage(PAGES, pathname) !== undefined;
