import { CircleCheck, CreditCard } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatPence, parseDecimalToPence } from "#shared/money.ts";
import type { RepaymentView } from "#shared/schemas/repayment.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { dismissToast } from "#web/components/ui/use-toast.ts";
import { errorMessage } from "#web/lib/api.ts";
import { useCompleteRepayment, useRepayment } from "../api/repayment.ts";
import { AlertNotice, ConfirmationFrame } from "../components/ConfirmationStates.tsx";
import { declineMessage } from "../lib/checkout-notices.ts";
import { PaymentSection } from "../payment/PaymentSection.tsx";
import { confirmPayment } from "../payment/resolve-payment.ts";
import type { PaymentAdapter } from "../payment/types.ts";
import { usePaymentSystem } from "../payment/use-payment-system.ts";

export { meta } from "./PayTotalPage.meta.ts";

type Due = Extract<RepaymentView, { state: "due" }>;

/**
 * The link a shopper is emailed when their payment did not match their order: they pay the order's total,
 * the server places the order once the provider confirms it, and the short payment is refunded.
 */
export default function PayTotalPage() {
  const [search] = useSearchParams();
  const token = search.get("t");
  const view = useRepayment(token);
  if (!token)
    return <Closed message="This payment link is missing its token. Please open it from your email." />;
  if (view.isError)
    return <Closed message={errorMessage(view.error, "This payment link cannot be opened.")} />;
  const data = view.data;
  if (!data) {
    return (
      <ConfirmationFrame icon={<Spinner label="Loading" className="[&_svg]:size-10" />} title="Your payment">
        <p className="mt-3 text-center text-zinc-600">One moment.</p>
      </ConfirmationFrame>
    );
  }
  if (data.state === "closed") return <Closed message={data.message} />;
  if (data.state === "paid") return <Paid orderNumber={data.orderNumber} orderPageUrl={data.orderPageUrl} />;
  return <PayForm due={data} token={token} />;
}

const Closed = ({ message }: { message: string }) => (
  <AlertNotice title="Nothing to pay here" message={message} testId="repayment-closed" />
);

function Paid({ orderNumber, orderPageUrl }: { orderNumber: string; orderPageUrl: string }) {
  const path = new URL(orderPageUrl, window.location.origin);
  return (
    <ConfirmationFrame
      icon={<CircleCheck aria-hidden="true" className="size-14 text-emerald-700" />}
      title="Thank you: your order is placed"
    >
      <p className="mt-3 text-center text-zinc-700" data-testid="repayment-paid">
        Order {orderNumber} is paid in full. The earlier payment is being refunded to your card, and we have
        emailed you the confirmation.
      </p>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="dark">
          <Link to={`${path.pathname}${path.search}`}>View your order</Link>
        </Button>
      </div>
    </ConfirmationFrame>
  );
}

function PayForm({ due, token }: { due: Due; token: string }) {
  const system = usePaymentSystem();
  const adapterRef = useRef<PaymentAdapter | null>(null);
  const complete = useCompleteRepayment(token);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const totalPence = parseDecimalToPence(due.total) ?? 0;
  const total = formatPence(totalPence);
  const received = formatPence(parseDecimalToPence(due.received) ?? 0);

  const pay = async () => {
    const adapter = adapterRef.current;
    if (!adapter || busy) return;
    setBusy(true);
    setError(null);
    try {
      if (await adapter.validate()) return;
      const b = due.billing;
      const outcome = await confirmPayment({
        adapter,
        paymentIntentId: due.paymentIntentId,
        clientSecret: due.clientSecret,
        billing: {
          name: b.name,
          email: b.email,
          phone: b.phone,
          address: { line1: b.address, city: b.city, postalCode: b.postcode, country: b.country },
        },
        returnUrl: window.location.href,
      });
      dismissToast();
      if (outcome.kind === "failed") setError(declineMessage(outcome.message));
      else if (outcome.kind === "succeeded" || outcome.kind === "processing") await complete.mutateAsync();
    } catch (e) {
      setError(errorMessage(e, "The payment could not be made. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmationFrame
      icon={<CreditCard aria-hidden="true" className="size-14 text-zinc-800" />}
      title="Complete your payment"
    >
      <div className="mt-6 grid gap-3 text-center text-zinc-700">
        <p>
          Your card was charged {received} for order {due.orderNumber}, but its total is {total}.
        </p>
        <p>
          Pay {total} here. As soon as it goes through, the {received} taken earlier is refunded to your card,
          so in all you pay the difference.
        </p>
      </div>
      <div className="mt-8 rounded-xl border border-zinc-200 bg-white p-4 sm:p-6">
        {system.status === "ready" ? (
          <PaymentSection system={system} amountPence={totalPence} adapterRef={adapterRef} error={error} />
        ) : system.status === "loading" ? (
          <Spinner label="Loading the card form" />
        ) : (
          <p role="alert">We could not load the card payment form. Please refresh the page.</p>
        )}
        <Button
          variant="dark"
          className="mt-6 w-full whitespace-normal!"
          disabled={busy || system.status !== "ready"}
          onClick={pay}
        >
          {busy ? "Processing..." : `Pay ${total}`}
        </Button>
      </div>
    </ConfirmationFrame>
  );
}
