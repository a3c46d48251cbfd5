import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";

const reload = () => window.location.reload();

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-black sm:text-5xl">Checkout</h1>
      <div className="mt-10 flex flex-col items-center gap-6 rounded-xl border border-zinc-200 bg-white p-10 text-center">
        {children}
      </div>
    </section>
  );
}

export function PreparingCheckout({ onRetry }: { onRetry: () => void }) {
  return (
    <Frame>
      <Spinner label="Preparing checkout" className="[&_svg]:size-8" />
      <p className="text-lg font-semibold">Preparing checkout experience...</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={reload}>
          Refresh Page
        </Button>
        <Button variant="dark" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </Frame>
  );
}

export function PaymentUnavailable({ onShown }: { onShown?: () => void }) {
  const shown = useRef(onShown);
  useEffect(() => {
    shown.current?.();
  }, []);
  return (
    <Frame>
      <div role="alert" className="grid gap-2">
        <p className="text-2xl font-bold">Payment System Unavailable</p>
        <p className="text-zinc-600">We could not load the card payment form. Please refresh the page.</p>
      </div>
      <Button variant="dark" onClick={reload}>
        Refresh Page
      </Button>
    </Frame>
  );
}

function Refused({ title, text }: { title: string; text: string }) {
  return (
    <Frame>
      <p className="text-2xl font-bold">{title}</p>
      <p className="text-zinc-600">{text}</p>
      <Button asChild variant="dark">
        <Link to="/">Continue shopping</Link>
      </Button>
    </Frame>
  );
}

/**
 * The server refused the basket as it is (fewer left than asked for): its reason, where the shopper can act
 * on it, the lines to change (`children`), and a second try.
 */
export function RefusedBasket({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Frame>
      <div role="alert" className="grid gap-2">
        <p className="text-2xl font-bold">Please change your basket</p>
        <p className="text-zinc-700" data-testid="checkout-refusal">
          {message}
        </p>
      </div>
      <div className="w-full max-w-xl text-left">{children}</div>
      <Button variant="dark" onClick={onRetry}>
        Try Again
      </Button>
    </Frame>
  );
}

export function EmptyCheckout() {
  return <Refused title="Your basket is empty" text="Please add items to your basket before checking out." />;
}

/** A basket whose lines add up to nothing chargeable (an invalid total): nothing to pay. */
export function InvalidTotalCheckout() {
  return <Refused title="Invalid basket total" text="Please refresh and try again, or update your basket." />;
}
