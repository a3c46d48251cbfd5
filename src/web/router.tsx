import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { LEGACY_REDIRECTS } from "#shared/routes.ts";
import { RouteErrorScreen } from "./layout/ErrorScreen.tsx";
import { RootLayout } from "./layout/RootLayout.tsx";

type Page = LazyExoticComponent<ComponentType>;

/** Each page is its own chunk; RootLayout's Suspense shows a spinner while the first one loads. */
const NotFoundPage = lazy(() => import("./layout/NotFoundPage.tsx"));
const HomePage = lazy(() => import("./features/home/pages/HomePage.tsx"));
const DynamicLandingPage = lazy(() => import("./features/landing/pages/DynamicLandingPage.tsx"));
const AboutPage = lazy(() => import("./features/content/pages/AboutPage.tsx"));
const WhoIsAfricaPage = lazy(() => import("./features/content/pages/WhoIsAfricaPage.tsx"));
const RunningSunglassesPage = lazy(() => import("./features/content/pages/RunningSunglassesPage.tsx"));
const PrivacyPolicyPage = lazy(() => import("./features/content/pages/PrivacyPolicyPage.tsx"));
const TermsPage = lazy(() => import("./features/content/pages/TermsPage.tsx"));
const SupportPage = lazy(() => import("./features/content/pages/SupportPage.tsx"));
const PrescriptionGuidePage = lazy(() => import("./features/content/pages/PrescriptionGuidePage.tsx"));
const PrescriptionProPage = lazy(() => import("./features/prescription/pages/PrescriptionProPage.tsx"));
const PrescriptionFormPage = lazy(() => import("./features/prescription/pages/PrescriptionFormPage.tsx"));
const LensConfiguratorPage = lazy(() => import("./features/prescription/pages/LensConfiguratorPage.tsx"));
const SpareLensesPage = lazy(() => import("./features/products/pages/SpareLensesPage.tsx"));
const SportsSocksPage = lazy(() => import("./features/products/pages/SportsSocksPage.tsx"));
const NosePadsPage = lazy(() => import("./features/products/pages/NosePadsPage.tsx"));
const AfricaR3dPage = lazy(() => import("./features/africa-r3d/pages/AfricaR3dPage.tsx"));
const FaqPage = lazy(() => import("./features/faq/pages/FaqPage.tsx"));
const SignupPage = lazy(() => import("./features/club/pages/SignupPage.tsx"));
const UnsubscribePage = lazy(() => import("./features/club/pages/UnsubscribePage.tsx"));
const CheckoutPage = lazy(() => import("./features/checkout/pages/CheckoutPage.tsx"));
const PrescriptionProCheckoutPage = lazy(
  () => import("./features/checkout/pages/PrescriptionProCheckoutPage.tsx"),
);
const OrderConfirmationPage = lazy(() => import("./features/checkout/pages/OrderConfirmationPage.tsx"));
const OrderLookupPage = lazy(() => import("./features/order-lookup/pages/OrderLookupPage.tsx"));
const LoginPage = lazy(() => import("./features/admin/pages/LoginPage.tsx"));
const AdminPage = lazy(() => import("./features/admin/pages/AdminPage.tsx"));
const BarcodesPage = lazy(() => import("./features/admin/pages/BarcodesPage.tsx"));

/** Every path of storefront.md §2 and decisions.md §3, in the order of the route table. */
export const PAGE_ROUTES: ReadonlyArray<readonly [path: string, page: Page]> = [
  ["/", HomePage],
  ["/dynamic-landing", DynamicLandingPage],
  ["/about", AboutPage],
  ["/prescription-sports-sunglasses", PrescriptionGuidePage],
  ["/prescription-pro", PrescriptionProPage],
  ["/prescription-pro-checkout", PrescriptionProCheckoutPage],
  ["/prescription-form", PrescriptionFormPage],
  ["/lens-configurator", LensConfiguratorPage],
  ["/checkout", CheckoutPage],
  ["/checkout-express", CheckoutPage],
  ["/checkout-simple", CheckoutPage],
  ["/checkout-new", CheckoutPage],
  ["/checkout-super-simple", CheckoutPage],
  ["/login", LoginPage],
  ["/signup", SignupPage],
  ["/unsubscribe", UnsubscribePage],
  ["/spare-lenses", SpareLensesPage],
  ["/sports-socks", SportsSocksPage],
  ["/nose-pads", NosePadsPage],
  ["/africa-r3d", AfricaR3dPage],
  ["/who-is-africa", WhoIsAfricaPage],
  ["/running-sunglasses", RunningSunglassesPage],
  ["/faq", FaqPage],
  ["/privacy-policy", PrivacyPolicyPage],
  ["/order-confirmation", OrderConfirmationPage],
  ["/order", OrderLookupPage],
  ["/support", SupportPage],
  ["/terms", TermsPage],
  ["/admin", AdminPage],
  ["/admin/barcodes", BarcodesPage],
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // A page that fails renders its error inside the layout, keeping the header and footer.
        errorElement: <RouteErrorScreen />,
        children: [
          ...PAGE_ROUTES.map(([path, Page]) => ({ path, element: <Page /> })),
          ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
            path: from,
            element: <Navigate to={to} replace />,
          })),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
