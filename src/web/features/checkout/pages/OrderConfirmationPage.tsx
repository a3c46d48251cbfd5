import { CheckCircle2, CircleAlert } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { formatPence, parseDecimalToPence } from "#shared/money.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { ReceiptDetails } from "#web/receipts/ReceiptDetails.tsx";
import { useOrderByPaymentIntent } from "../api/order-by-payment-intent.ts";
import { useOrderReceipt } from "../api/order-receipt.ts";
import { useOrderCompletion } from "../hooks/use-order-completion.ts";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-3">
      <dt className="text-zinc-600">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

export default function OrderConfirmationPage() {
  const [search] = useSearchParams();
  const paymentIntent = search.get("payment_intent");
  // Stripe's redirect and the checkout's own navigation both carry it; the order's calls need it.
  const clientSecret = search.get("payment_intent_client_secret");
  const redirectStatus = search.get("redirect_status") ?? "succeeded";
  const orderType = search.get("order_type");
  const succeeded = redirectStatus === "succeeded";
  const payment = useMemo(
    () => (paymentIntent && clientSecret ? { paymentIntentId: paymentIntent, clientSecret } : null),
    [paymentIntent, clientSecret],
  );
  useOrderCompletion(payment, succeeded, orderType);
  const order = useOrderByPaymentIntent(payment, succeeded);
  const unknown = order.isError || payment === null;
  const receipt = useOrderReceipt(payment, succeeded && Boolean(order.data?.order.orderNumber));

  if (!paymentIntent) return <Navigate to="/" replace />;
  const total = order.data ? parseDecimalToPence(order.data.order.total) : null;
  const number = order.data?.order.orderNumber;

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-center text-center">
        {succeeded ? (
          <CheckCircle2 aria-hidden="true" className="size-14 text-emerald-600" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-14 text-ember-700" />
        )}
        <h1 className="mt-4 text-4xl font-black uppercase">
          {succeeded ? "Thank you for your order!" : "Order Confirmation"}
        </h1>
        <p className="mt-3 text-zinc-600">
          {succeeded
            ? orderType === "prescription_pro"
              ? "Your prescription order has been placed. A confirmation email is on its way."
              : "Your order has been placed. A confirmation email is on its way."
            : "Your payment has not completed yet."}
        </p>
      </div>
      <Card className="mt-10">
        <CardContent className="pt-6">
          <dl className="divide-y divide-zinc-200" data-testid="order-details">
            <Detail label="Order number">
              {number ? (
                <span data-testid="order-number">{number}</span>
              ) : unknown || (order.data && !succeeded) ? (
                "—"
              ) : (
                <Skeleton className="h-5 w-24" />
              )}
            </Detail>
            <Detail label="Total">
              {total !== null ? formatPence(total) : unknown ? "—" : <Skeleton className="h-5 w-16" />}
            </Detail>
            <Detail label="Payment status">{succeeded ? "Successful" : redirectStatus}</Detail>
          </dl>
        </CardContent>
      </Card>
      {succeeded && order.data?.order.prescriptionFormUrl ? (
        <Card className="mt-6 border-ember-700">
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <h2 className="text-xl font-bold">We need your prescription</h2>
            <p className="text-zinc-700">
              We make your lenses to your prescription. Send it now, or later with the link in your
              confirmation email.
            </p>
            <Button asChild variant="dark">
              <Link to={order.data.order.prescriptionFormUrl}>Send your prescription</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {receipt.data ? (
        <Card className="mt-6">
          <CardContent className="pt-6">
            <h2 className="mb-4 text-xl font-bold">Your receipt</h2>
            <ReceiptDetails receipt={receipt.data} />
          </CardContent>
        </Card>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="dark">
          <Link to="/">Continue shopping</Link>
        </Button>
        {succeeded ? null : (
          <Button asChild variant="outline">
            <Link to="/checkout">Back to checkout</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
