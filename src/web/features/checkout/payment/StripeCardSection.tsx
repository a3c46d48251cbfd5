import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementsOptions, StripePaymentElementOptions } from "@stripe/stripe-js";
import { useEffect, useMemo, useRef } from "react";
import { PAYMENT_METHODS } from "#shared/shop-info.ts";
import { createStripeAdapter } from "./stripe-adapter.ts";
import type { AdapterRef } from "./types.ts";

const offer = (on: boolean) => (on ? "auto" : "never");

/** Wallets as PAYMENT_METHODS says (the product pages name them from there), no billing fields. */
const ELEMENT_OPTIONS: StripePaymentElementOptions = {
  layout: "tabs",
  wallets: {
    applePay: offer(PAYMENT_METHODS.wallets.applePay),
    googlePay: offer(PAYMENT_METHODS.wallets.googlePay),
    link: "never",
  },
  fields: { billingDetails: "never" },
};

function StripeCard({ adapterRef, onReady }: { adapterRef: AdapterRef; onReady?: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const ready = useRef(false);

  useEffect(() => {
    if (!stripe || !elements) return;
    const adapter = createStripeAdapter(stripe, elements, () => ready.current);
    adapterRef.current = adapter;
    return () => {
      if (adapterRef.current === adapter) adapterRef.current = null;
    };
  }, [stripe, elements, adapterRef]);

  return (
    <PaymentElement
      options={ELEMENT_OPTIONS}
      onReady={() => {
        if (ready.current) return;
        ready.current = true;
        onReady?.();
      }}
    />
  );
}

interface StripeCardSectionProps {
  stripe: Stripe;
  /** The charge in pence; the payment itself is created by the server for its own figure. */
  amountPence: number;
  adapterRef: AdapterRef;
  onReady?: () => void;
}

/**
 * Elements without an intent: the element survives the payment being recreated (a discount, another
 * country), and the client secret is given at confirmation.
 */
export default function StripeCardSection({
  stripe,
  amountPence,
  adapterRef,
  onReady,
}: StripeCardSectionProps) {
  const options = useMemo<StripeElementsOptions>(
    () => ({
      mode: "payment",
      amount: amountPence,
      currency: "gbp",
      allowedPaymentMethodTypes: ["card"],
      appearance: { theme: "stripe", variables: { colorPrimary: "#111827", borderRadius: "6px" } },
    }),
    [amountPence],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <StripeCard adapterRef={adapterRef} onReady={onReady} />
    </Elements>
  );
}
