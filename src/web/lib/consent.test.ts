// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCEPT_ALL, NECESSARY_ONLY, readConsent, saveConsent, subscribeConsent } from "./consent.ts";
import { LOCAL_KEYS } from "./storage-keys.ts";

afterEach(() => window.localStorage.clear());

describe("cookie consent storage", () => {
  it("has no choice until one is saved, then keeps it with its time", () => {
    expect(readConsent()).toBeNull();
    const saved = saveConsent(NECESSARY_ONLY, new Date("2025-06-26T10:00:00Z"));
    expect(saved).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
      timestamp: "2025-06-26T10:00:00.000Z",
    });
    expect(JSON.parse(window.localStorage.getItem(LOCAL_KEYS.cookieConsent) ?? "")).toEqual(saved);
    expect(readConsent()).toEqual(saved);
    expect(readConsent()).toBe(readConsent());
  });

  it("ignores a damaged or partial stored value", () => {
    window.localStorage.setItem(LOCAL_KEYS.cookieConsent, "{not json");
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(LOCAL_KEYS.cookieConsent, JSON.stringify({ analytics: true }));
    expect(readConsent()).toBeNull();
  });

  it("never stores necessary as false and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent({ ...ACCEPT_ALL, necessary: false as unknown as true });
    expect(readConsent()?.necessary).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
