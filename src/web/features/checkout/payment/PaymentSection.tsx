import { lazy, Suspense } from "react";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { SandboxCardForm } from "./SandboxCardForm.tsx";
import type { AdapterRef } from "./types.ts";
import type { PaymentSystem } from "./use-payment-system.ts";

// Its own chunk: @stripe/react-stripe-js is only fetched when Stripe is the provider.
const StripeCardSection = lazy(() => import("./StripeCardSection.tsx"));

export interface PaymentSectionProps {
  system: Extract<PaymentSystem, { status: "ready" }>;
  amountPence: number;
  adapterRef: AdapterRef;
  /** Called once the card field can be used. */
  onReady?: () => void;
}

/** The card field of either provider; the submit flow talks to it only through `adapterRef`. */
export function PaymentSection({ system, amountPence, adapterRef, onReady }: PaymentSectionProps) {
  if (system.provider === "sandbox") return <SandboxCardForm adapterRef={adapterRef} onReady={onReady} />;
  return (
    <Suspense fallback={<Spinner label="Loading the card form" />}>
      <StripeCardSection
        stripe={system.stripe}
        amountPence={amountPence}
        adapterRef={adapterRef}
        onReady={onReady}
      />
    </Suspense>
  );
}
