import { CircleAlert, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";

/** The confirmation page's frame: a heading and what follows it. */
export function ConfirmationFrame({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-center text-center">
        {icon}
        <h1 className="mt-4 text-4xl font-black">{title}</h1>
      </div>
      {children}
    </section>
  );
}

/** A made-up, foreign, expired or missing payment: nothing about any order is shown. */
export function OrderNotFound() {
  return (
    <ConfirmationFrame
      icon={<SearchX aria-hidden="true" className="size-14 text-zinc-500" />}
      title="We couldn't find this order"
    >
      <p className="mt-3 text-center text-zinc-600">
        If you have just paid, the email we send you has a link to your order. You can also look it up with
        its number and your email.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="dark">
          <Link to="/order">Find your order</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Continue shopping</Link>
        </Button>
      </div>
    </ConfirmationFrame>
  );
}

export function CheckingPayment() {
  return (
    <ConfirmationFrame
      icon={<Spinner label="Checking your payment" className="[&_svg]:size-10" />}
      title="Checking your payment"
    >
      <p className="mt-3 text-center text-zinc-600">One moment while we ask for your order.</p>
    </ConfirmationFrame>
  );
}

export function PaymentProcessing() {
  return (
    <ConfirmationFrame
      icon={<Spinner label="Payment processing" className="[&_svg]:size-10" />}
      title="Your payment is processing"
    >
      <p className="mt-3 text-center text-zinc-600" data-testid="payment-processing">
        Your bank has not confirmed the payment yet. This page updates by itself as soon as it does, and we
        email you either way. Please do not pay again.
      </p>
    </ConfirmationFrame>
  );
}

/** Something went otherwise than planned: the server's words, and what may follow. */
export function AlertNotice(props: { title: string; message: string; testId: string; children?: ReactNode }) {
  return (
    <ConfirmationFrame
      icon={<CircleAlert aria-hidden="true" className="size-14 text-ember-700" />}
      title={props.title}
    >
      <p className="mt-3 text-center text-zinc-700" data-testid={props.testId}>
        {props.message}
      </p>
      {props.children}
    </ConfirmationFrame>
  );
}

/** A payment was taken, but not the order's total: nothing to do but wait for the shop's email. */
export function PaymentOnHold({ message }: { message: string }) {
  return (
    <AlertNotice title="Your order is on hold" message={message} testId="payment-on-hold">
      <p className="mt-3 text-center text-zinc-600">Please do not pay again.</p>
    </AlertNotice>
  );
}

/** The payment was not taken: the basket is kept, so the way back is one click. */
export function PaymentFailed({ message, checkoutPath }: { message: string; checkoutPath: string }) {
  return (
    <AlertNotice title="Your payment did not go through" message={message} testId="payment-failed">
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="dark">
          <Link to={checkoutPath}>Back to checkout</Link>
        </Button>
      </div>
    </AlertNotice>
  );
}
