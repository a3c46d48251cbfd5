import { useSyncExternalStore } from "react";
import { CONSENT_POLICY_VERSION } from "#shared/consent.ts";
import { localStore } from "./storage.ts";
import { LOCAL_KEYS } from "./storage-keys.ts";

/** Cookie consent: the shopper's choice per category, kept in localStorage. */

export interface ConsentChoices {
  /** Necessary cookies cannot be switched off. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

interface StoredConsent extends ConsentChoices {
  /** ISO time of the choice. */
  timestamp: string;
  /** The cookie policy the shopper answered; another version asks again. */
  policyVersion: string;
}

export type OptionalCategory = Exclude<keyof ConsentChoices, "necessary">;

export const ACCEPT_ALL: ConsentChoices = {
  necessary: true,
  analytics: true,
  marketing: true,
  preferences: true,
};
export const NECESSARY_ONLY: ConsentChoices = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: false,
};

/** What the preferences dialog starts from while nothing is stored: every optional category off (PECR). */
export const DEFAULT_CONSENT: ConsentChoices = NECESSARY_ONLY;

function parse(text: string | null): StoredConsent | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object") return null;
    const v = value as Record<string, unknown>;
    const flags = [v.analytics, v.marketing, v.preferences];
    if (!flags.every((f) => typeof f === "boolean")) return null;
    if (typeof v.timestamp !== "string" || Number.isNaN(Date.parse(v.timestamp))) return null;
    if (v.policyVersion !== CONSENT_POLICY_VERSION) return null;
    return {
      necessary: true,
      analytics: v.analytics as boolean,
      marketing: v.marketing as boolean,
      preferences: v.preferences as boolean,
      timestamp: v.timestamp,
      policyVersion: CONSENT_POLICY_VERSION,
    };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cached: StoredConsent | null = null;

/** The stored choice, or null when the shopper has not chosen yet (the banner shows). */
export function readConsent(): StoredConsent | null {
  const text = localStore.get(LOCAL_KEYS.cookieConsent);
  // Same text, same object: useSyncExternalStore needs a stable snapshot.
  if (text !== cachedText) {
    cachedText = text;
    cached = parse(text);
  }
  return cached;
}

export function saveConsent(choices: ConsentChoices, now: Date = new Date()): StoredConsent {
  const stored: StoredConsent = {
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    preferences: choices.preferences,
    timestamp: now.toISOString(),
    policyVersion: CONSENT_POLICY_VERSION,
  };
  localStore.set(LOCAL_KEYS.cookieConsent, JSON.stringify(stored));
  notify();
  return stored;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A choice made in another tab applies here too. */
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === LOCAL_KEYS.cookieConsent || event.key === null) notify();
  });
}

export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}

const OPEN_PREFERENCES_EVENT = "shop:open-cookie-preferences";

/** Opens the preferences dialog from anywhere (a footer or settings link). */
export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES_EVENT));
}

export function onOpenCookiePreferences(handler: () => void): () => void {
  window.addEventListener(OPEN_PREFERENCES_EVENT, handler);
  return () => window.removeEventListener(OPEN_PREFERENCES_EVENT, handler);
}
