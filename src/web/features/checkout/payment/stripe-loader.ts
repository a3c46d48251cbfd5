import type { Stripe } from "@stripe/stripe-js";

let cached: { key: string; promise: Promise<Stripe> } | null = null;

/**
 * Stripe.js is imported only here, on demand: importing @stripe/stripe-js injects its script, and it
 * must only be fetched on the checkout routes and only when Stripe is the provider.
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe> {
  if (cached?.key === publishableKey) return cached.promise;
  const promise = import("@stripe/stripe-js")
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((stripe) => {
      if (!stripe) throw new Error("Stripe.js is not available");
      return stripe;
    });
  promise.catch(() => {
    if (cached?.promise === promise) cached = null;
  });
  cached = { key: publishableKey, promise };
  return promise;
}

/** For tests: forget the loaded instance. */
export function resetStripeLoaderForTests(): void {
  cached = null;
}
