import { useEffect } from "react";
import { checkoutNotices } from "../lib/checkout-notices.ts";
import type { CheckoutIntent } from "./use-checkout-intent.ts";

/** Shipping depends on the country: a new country means a new payment for the new charge. */
export function useCountrySync(intent: CheckoutIntent, country: string): void {
  const { phase, params, request } = intent;
  useEffect(() => {
    if (phase !== "ready" || !country || country === params.country) return;
    request({ ...params, country }).catch(() => checkoutNotices.initFailed());
  }, [phase, params, country, request]);
}
