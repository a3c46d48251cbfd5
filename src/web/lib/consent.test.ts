// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_POLICY_VERSION } from "#shared/consent.ts";
import {
  ACCEPT_ALL,
  DEFAULT_CONSENT,
  NECESSARY_ONLY,
  readConsent,
  saveConsent,
  subscribeConsent,
} from "./consent.ts";
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
      policyVersion: CONSENT_POLICY_VERSION,
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
    window.localStorage.setItem(LOCAL_KEYS.cookieConsent, "null");
    expect(readConsent()).toBeNull();
    const good = {
      ...ACCEPT_ALL,
      timestamp: "2026-11-25T10:00:00.000Z",
      policyVersion: CONSENT_POLICY_VERSION,
    };
    window.localStorage.setItem(
      LOCAL_KEYS.cookieConsent,
      JSON.stringify({ ...good, timestamp: "yesterday" }),
    );
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(LOCAL_KEYS.cookieConsent, JSON.stringify({ ...good, analytics: "yes" }));
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(LOCAL_KEYS.cookieConsent, JSON.stringify(good));
    expect(readConsent()).toEqual(good);
  });

  it("asks again when the policy version changes", () => {
    const old = { ...ACCEPT_ALL, timestamp: "2025-01-01T00:00:00.000Z", policyVersion: "2025-01-01" };
    window.localStorage.setItem(LOCAL_KEYS.cookieConsent, JSON.stringify(old));
    expect(readConsent()).toBeNull();
    const { policyVersion: _, ...unversioned } = old;
    window.localStorage.setItem(LOCAL_KEYS.cookieConsent, JSON.stringify(unversioned));
    expect(readConsent()).toBeNull();
  });

  it("starts the dialog with every optional category off", () => {
    expect(DEFAULT_CONSENT).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
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
