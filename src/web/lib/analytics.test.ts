// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  applyConsent,
  pageLocation,
  resetAnalyticsForTests,
  trackConversion,
  trackPageView,
  trackPurchase,
} from "./analytics.ts";
import { ACCEPT_ALL, type ConsentChoices, NECESSARY_ONLY, saveConsent } from "./consent.ts";

const GA = "G-TEST123";
const ADS = "AW-555/label";

function calls(): unknown[][] {
  return (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
}
const gtagScripts = () => document.querySelectorAll('script[src*="googletagmanager.com"]');

function choose(choices: ConsentChoices, path = "/") {
  saveConsent(choices);
  window.history.replaceState(null, "", path);
  applyConsent({ ...choices }, path);
}

beforeEach(() => {
  window.__SHOP_CONFIG__ = { gaMeasurementId: GA, adsConversionId: ADS };
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  resetAnalyticsForTests();
  delete window.gtag;
  delete window.dataLayer;
  window.__SHOP_CONFIG__ = undefined;
  for (const s of gtagScripts()) s.remove();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("Google tag behind consent", () => {
  it("loads nothing without an id or without a choice", () => {
    window.__SHOP_CONFIG__ = {};
    applyConsent(ACCEPT_ALL, "/");
    expect(window.gtag).toBeUndefined();
    window.__SHOP_CONFIG__ = { gaMeasurementId: GA };
    applyConsent(null, "/");
    expect(window.gtag).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it("loads nothing with necessary cookies only", () => {
    choose(NECESSARY_ONLY);
    expect(window.gtag).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it("with analytics consent: default denied, then analytics and ad storage granted, ads not loaded", () => {
    choose({ ...NECESSARY_ONLY, analytics: true });
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagScripts()[0]?.getAttribute("src")).toBe(`https://www.googletagmanager.com/gtag/js?id=${GA}`);
    const [first, , update] = calls();
    expect(first).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(update).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
    expect(calls().some(([, target]) => target === "AW-555")).toBe(false);
  });

  it("with marketing consent the ads tag is configured and gets a page-load event", () => {
    choose(ACCEPT_ALL);
    expect(calls()).toContainEqual(["config", "AW-555", { send_page_view: false }]);
    expect(calls()).toContainEqual(["event", "page_view", { send_to: "AW-555" }]);
  });

  it("sends page views with title and a location stripped of private parameters", () => {
    choose(
      { ...NECESSARY_ONLY, analytics: true },
      "/checkout?utm_source=news&payment_intent_client_secret=x",
    );
    document.title = "Checkout";
    trackPageView();
    expect(calls().at(-1)).toEqual([
      "config",
      GA,
      { page_title: "Checkout", page_location: "http://localhost:3000/checkout?utm_source=news" },
    ]);
  });

  it.each(["/prescription-form", "/prescription-pro", "/prescription-pro-checkout", "/lens-configurator"])(
    "sends nothing from %s and loads nothing there",
    (path) => {
      choose(ACCEPT_ALL, path);
      expect(gtagScripts()).toHaveLength(0);
      const before = calls().length;
      trackPageView();
      trackPurchase({ transactionId: "pi_1", value: 12000 });
      expect(calls()).toHaveLength(before);
      expect((window as unknown as Record<string, unknown>)[`ga-disable-${GA}`]).toBe(true);
    },
  );

  it("purchase and conversion events carry pounds and GBP by default", () => {
    choose(ACCEPT_ALL, "/order-confirmation");
    trackPurchase({
      transactionId: "pi_9",
      value: 7500,
      items: [{ item_id: "1", item_name: "Primary+", price: 7500 }],
    });
    trackConversion({ transactionId: "pi_9", value: 7500 });
    expect(calls()).toContainEqual([
      "event",
      "purchase",
      {
        send_to: GA,
        transaction_id: "pi_9",
        value: 75,
        currency: "GBP",
        items: [{ item_id: "1", item_name: "Primary+", quantity: 1, price: 75 }],
      },
    ]);
    expect(calls()).toContainEqual([
      "event",
      "conversion",
      { send_to: ADS, transaction_id: "pi_9", value: 75, currency: "GBP" },
    ]);
  });

  it("warns once and does nothing else when the tag is absent", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    trackPurchase({ transactionId: "pi_2", value: 100 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toBeUndefined();
  });

  it("keeps only campaign parameters in a page location", () => {
    expect(pageLocation("https://shop.example/a?gclid=1&email=x@y.z&utm_medium=cpc")).toBe(
      "https://shop.example/a?gclid=1&utm_medium=cpc",
    );
  });
});
