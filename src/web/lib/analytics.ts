import { isPence, penceToPounds } from "#shared/money.ts";
import { type ConsentChoices, readConsent } from "./consent.ts";

/**
 * Google tag (GA4 and the Ads conversion tag) behind cookie consent and Google consent mode.
 * Nothing is loaded or sent unless an id is configured (window.__SHOP_CONFIG__, from the server)
 * and the shopper has chosen to allow it. Prescription pages are never measured: a prescription
 * is health data. Failures are only logged: analytics never stops a page.
 */

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const PAGE_VIEW_DELAY_MS = 100;
const GTAG_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";

/** The prescription pages, and the lens configurator, where a shopper chooses prescription lenses. */
function isExcludedPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path.includes("prescription") || path.startsWith("/lens-configurator");
}

interface TagIds {
  ga?: string;
  /** "AW-123" or, with a conversion label, "AW-123/label". */
  ads?: string;
}

function tagIds(): TagIds {
  const config = window.__SHOP_CONFIG__ ?? {};
  return { ga: config.gaMeasurementId || undefined, ads: config.adsConversionId || undefined };
}

const adsAccount = (ads: string) => ads.split("/")[0] ?? ads;
const granted = (on: boolean) => (on ? "granted" : "denied");

let scriptRequested = false;
let adsConfigured = false;

/** For unit tests: forget what this module did to the page. */
export function resetAnalyticsForTests(): void {
  scriptRequested = false;
  adsConfigured = false;
}

function safely(what: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error(`Analytics: ${what} failed`, error);
  }
}

function installGtag(): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // biome-ignore lint/complexity/noArguments: the documented gtag snippet
    window.dataLayer?.push(arguments);
  };
  window.gtag = gtag;
  gtag("consent", "default", {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
  gtag("js", new Date());
  return gtag;
}

function loadScript(id: string): void {
  if (scriptRequested) return;
  scriptRequested = true;
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  script.onerror = () => console.error("Analytics: the Google tag could not be loaded");
  document.head.appendChild(script);
}

/** Google's own switch: while set, gtag.js sends nothing for that id. */
function setMeasurementDisabled(id: string, disabled: boolean): void {
  (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = disabled;
}

/**
 * Brings the tags in line with the stored choice and the current page: loads what is newly
 * allowed, tells Google what is denied. Scripts already loaded stay, but are told consent is denied.
 */
export function applyConsent(consent: ConsentChoices | null, pathname: string): void {
  const { ga, ads } = tagIds();
  if (!ga && !ads) return;
  const analytics = Boolean(ga && consent?.analytics);
  const marketing = Boolean(ads && consent?.marketing);
  const excluded = isExcludedPath(pathname);
  if (ga) setMeasurementDisabled(ga, !analytics || excluded);
  if (ads) setMeasurementDisabled(adsAccount(ads), !marketing || excluded);

  // On a prescription page Google hears nothing, not even a consent change; the next page tells it.
  if (excluded) return;
  let gtag = window.gtag;
  if (!gtag) {
    if (!analytics && !marketing) return;
    gtag = installGtag();
  }
  const tag = gtag;
  safely("consent update", () =>
    tag("consent", "update", {
      analytics_storage: granted(analytics),
      // Analytics consent grants analytics and ad storage.
      ad_storage: granted(analytics || marketing),
      ad_user_data: granted(marketing),
      ad_personalization: granted(marketing),
    }),
  );
  if (analytics && ga) loadScript(ga);
  if (marketing && ads) {
    loadScript(adsAccount(ads));
    if (!adsConfigured) {
      adsConfigured = true;
      const account = adsAccount(ads);
      safely("ads page load", () => {
        tag("config", account, { send_page_view: false });
        tag("event", "page_view", { send_to: account });
      });
    }
  }
}

/** Query parameters worth measuring (campaigns); others, such as payment secrets, never leave. */
const KEPT_PARAMS = /^(utm_[a-z]+|gclid|gbraid|wbraid)$/;

export function pageLocation(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (KEPT_PARAMS.test(key)) kept.append(key, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}

function gtagOrWarn(what: string): Gtag | null {
  if (window.gtag) return window.gtag;
  console.warn(`Analytics: the Google tag is not available; ${what} not sent`);
  return null;
}

/** The page-view configuration for the current page. */
export function trackPageView(): void {
  const { ga } = tagIds();
  if (!ga || !readConsent()?.analytics || isExcludedPath(window.location.pathname)) return;
  const gtag = gtagOrWarn("page view");
  if (!gtag) return;
  safely("page view", () =>
    gtag("config", ga, { page_title: document.title, page_location: pageLocation(window.location.href) }),
  );
}

interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** Integer pence. */
  price?: number;
  quantity?: number;
}

interface PurchaseEvent {
  transactionId: string;
  /** Integer pence (the shop's money rule); sent to Google as pounds. */
  value: number;
  currency?: string;
  items?: AnalyticsItem[];
}

function sendable(what: string, value: number): boolean {
  if (isExcludedPath(window.location.pathname)) return false;
  if (!isPence(value)) {
    console.error(`Analytics: ${what} value must be integer pence`);
    return false;
  }
  return true;
}

/** A purchase for the analytics service (GA4 ecommerce). */
export function trackPurchase({ transactionId, value, currency = "GBP", items = [] }: PurchaseEvent): void {
  const gtag = gtagOrWarn("purchase");
  const { ga } = tagIds();
  if (!gtag || !ga || !readConsent()?.analytics || !sendable("purchase", value)) return;
  safely("purchase", () =>
    gtag("event", "purchase", {
      send_to: ga,
      transaction_id: transactionId,
      value: penceToPounds(value),
      currency,
      items: items.map((item) => ({
        item_id: item.item_id,
        item_name: item.item_name,
        quantity: item.quantity ?? 1,
        ...(item.price === undefined || !isPence(item.price) ? {} : { price: penceToPounds(item.price) }),
      })),
    }),
  );
}

interface ConversionEvent {
  transactionId: string;
  /** Integer pence. */
  value: number;
  currency?: string;
}

/** A conversion for the advertising tag; sent only with marketing consent. */
export function trackConversion({ transactionId, value, currency = "GBP" }: ConversionEvent): void {
  const gtag = gtagOrWarn("conversion");
  const { ads } = tagIds();
  if (!gtag || !ads || !readConsent()?.marketing || !sendable("conversion", value)) return;
  safely("conversion", () =>
    gtag("event", "conversion", {
      send_to: ads,
      transaction_id: transactionId,
      value: penceToPounds(value),
      currency,
    }),
  );
}
