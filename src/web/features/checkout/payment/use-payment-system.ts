import type { Stripe } from "@stripe/stripe-js";
import { useQuery } from "@tanstack/react-query";
import { usePaymentsConfig } from "../api/payments-config.ts";
import { loadStripeOnce } from "./stripe-loader.ts";

export type PaymentSystem =
  | { status: "loading" }
  | { status: "unavailable" }
  | { status: "ready"; provider: "sandbox" }
  | { status: "ready"; provider: "stripe"; stripe: Stripe };

/** The configured card provider, with Stripe.js loaded when it is Stripe. */
export function usePaymentSystem(): PaymentSystem {
  const config = usePaymentsConfig();
  const key = config.data?.provider === "stripe" ? config.data.publishableKey : undefined;
  const stripe = useQuery({
    queryKey: ["stripe-js", key],
    queryFn: () => loadStripeOnce(key as string),
    enabled: key !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    structuralSharing: false,
    retry: 1,
  });

  if (config.isError) return { status: "unavailable" };
  if (!config.data) return { status: "loading" };
  if (config.data.provider === "sandbox") return { status: "ready", provider: "sandbox" };
  if (!key || stripe.isError) return { status: "unavailable" };
  if (!stripe.data) return { status: "loading" };
  return { status: "ready", provider: "stripe", stripe: stripe.data };
}
