import { CircleAlert } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { SandboxCardForm } from "./SandboxCardForm.tsx";
import type { AdapterRef } from "./types.ts";
import type { PaymentSystem } from "./use-payment-system.ts";

// Its own chunk: @stripe/react-stripe-js is only fetched when Stripe is the provider.
const StripeCardSection = lazy(() => import("./StripeCardSection.tsx"));

interface PaymentSectionProps {
  system: Extract<PaymentSystem, { status: "ready" }>;
  amountPence: number;
  adapterRef: AdapterRef;
  /** Called once the card field can be used. */
  onReady?: () => void;
  /** Why the last try was refused (a declined card) and what to do: shown under the card form. */
  error?: string | null;
}

function PaymentError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      data-testid="payment-error"
      className="mt-4 flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>Payment failed.</strong> {message}
      </p>
    </div>
  );
}

/** The card field of either provider; the submit flow talks to it only through `adapterRef`. */
export function PaymentSection({ system, amountPence, adapterRef, onReady, error }: PaymentSectionProps) {
  const [ready, setReady] = useState(false);
  const shown = () => {
    setReady(true);
    onReady?.();
  };
  return (
    <>
      {system.provider === "sandbox" ? (
        <SandboxCardForm adapterRef={adapterRef} onReady={shown} />
      ) : (
        <Suspense fallback={<Spinner label="Loading the card form" />}>
          <StripeCardSection
            stripe={system.stripe}
            amountPence={amountPence}
            adapterRef={adapterRef}
            onReady={shown}
          />
        </Suspense>
      )}
      {/* A quiet line rather than a toast: nothing floats over the fields the shopper is filling in. */}
      <p role="status" className="mt-2 text-sm text-zinc-600">
        {ready ? "Card form ready: enter your card details." : ""}
      </p>
      {error ? <PaymentError message={error} /> : null}
    </>
  );
}
