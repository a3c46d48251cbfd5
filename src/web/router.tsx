import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from "react-router";
import { LEGACY_REDIRECTS } from "#shared/routes.ts";
import { RouteErrorScreen } from "./layout/ErrorScreen.tsx";
import { RootLayout } from "./layout/RootLayout.tsx";

type PageModule = { default: ComponentType };
type LoadPage = () => Promise<PageModule>;

/**
 * Each page is its own chunk, loaded by the router before it renders the page: on the server before
 * rendering, in the browser before hydrating (see pageLoaded) and before each navigation completes.
 */
const NotFoundPage: LoadPage = () => import("./layout/NotFoundPage.tsx");
const HomePage: LoadPage = () => import("./features/home/pages/HomePage.tsx");
const DynamicLandingPage: LoadPage = () => import("./features/landing/pages/DynamicLandingPage.tsx");
const AboutPage: LoadPage = () => import("./features/content/pages/AboutPage.tsx");
const WhoIsAfricaPage: LoadPage = () => import("./features/content/pages/WhoIsAfricaPage.tsx");
const RunningSunglassesPage: LoadPage = () => import("./features/content/pages/RunningSunglassesPage.tsx");
const PrivacyPolicyPage: LoadPage = () => import("./features/content/pages/PrivacyPolicyPage.tsx");
const TermsPage: LoadPage = () => import("./features/content/pages/TermsPage.tsx");
const SupportPage: LoadPage = () => import("./features/content/pages/SupportPage.tsx");
const PrescriptionGuidePage: LoadPage = () => import("./features/content/pages/PrescriptionGuidePage.tsx");
const PrescriptionProPage: LoadPage = () => import("./features/prescription/pages/PrescriptionProPage.tsx");
const PrescriptionFormPage: LoadPage = () => import("./features/prescription/pages/PrescriptionFormPage.tsx");
const LensConfiguratorPage: LoadPage = () => import("./features/prescription/pages/LensConfiguratorPage.tsx");
const SpareLensesPage: LoadPage = () => import("./features/products/pages/SpareLensesPage.tsx");
const SportsSocksPage: LoadPage = () => import("./features/products/pages/SportsSocksPage.tsx");
const NosePadsPage: LoadPage = () => import("./features/products/pages/NosePadsPage.tsx");
const AfricaR3dPage: LoadPage = () => import("./features/africa-r3d/pages/AfricaR3dPage.tsx");
const FaqPage: LoadPage = () => import("./features/faq/pages/FaqPage.tsx");
const SignupPage: LoadPage = () => import("./features/club/pages/SignupPage.tsx");
const UnsubscribePage: LoadPage = () => import("./features/club/pages/UnsubscribePage.tsx");
const CheckoutPage: LoadPage = () => import("./features/checkout/pages/CheckoutPage.tsx");
const PrescriptionProCheckoutPage: LoadPage = () =>
  import("./features/checkout/pages/PrescriptionProCheckoutPage.tsx");
const OrderConfirmationPage: LoadPage = () => import("./features/checkout/pages/OrderConfirmationPage.tsx");
const OrderLookupPage: LoadPage = () => import("./features/order-lookup/pages/OrderLookupPage.tsx");
const LoginPage: LoadPage = () => import("./features/admin/pages/LoginPage.tsx");
const AdminPage: LoadPage = () => import("./features/admin/pages/AdminPage.tsx");
const BarcodesPage: LoadPage = () => import("./features/admin/pages/BarcodesPage.tsx");

/** Every path of storefront.md §2 and decisions.md §3, in the order of the route table. */
export const PAGE_ROUTES: ReadonlyArray<readonly [path: string, page: LoadPage]> = [
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
        // Paths match as the server's route table does (#shared/routes.ts), case and all: /CHECKOUT is the
        // server's not-found page, not the checkout rendered on the server as a public page.
        children: [
          ...PAGE_ROUTES.map(([path, load]) => ({ path, caseSensitive: true, lazy: lazyPage(load) })),
          ...Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({
            path: from,
            caseSensitive: true,
            element: <Navigate to={to} replace />,
          })),
          { path: "*", lazy: lazyPage(NotFoundPage) },
        ],
      },
    ],
  },
];

function lazyPage(load: LoadPage): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

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
