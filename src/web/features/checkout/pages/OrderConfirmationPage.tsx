import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { dismissToast } from "#web/components/ui/use-toast.ts";
import { ReceiptDetails } from "#web/receipts/ReceiptDetails.tsx";
import { useOrderConfirmation } from "../api/order-confirmation.ts";
import { useOrderReceipt } from "../api/order-receipt.ts";
import {
  CheckingPayment,
  OrderNotFound,
  PaymentFailed,
  PaymentOnHold,
  PaymentProcessing,
} from "../components/ConfirmationStates.tsx";
import { PlacedOrderView } from "../components/PlacedOrderView.tsx";
import { useOrderCompletion } from "../hooks/use-order-completion.ts";
import { rememberedConfirmation } from "../lib/checkout-storage.ts";

export { meta } from "./OrderConfirmationPage.meta.ts";

/**
 * The page believes only the server: it asks with the payment id and the checkout's signed token (from
 * the URL, or this tab's copy) and shows what the server knows. The URL's redirect_status is never shown.
 */
export default function OrderConfirmationPage() {
  const [search] = useSearchParams();
  const paymentIntent = search.get("payment_intent");
  // Stripe's redirect and the checkout's own navigation both carry it; the completion call needs it.
  const clientSecret = search.get("payment_intent_client_secret");
  const orderType = search.get("order_type");
  const token = search.get("token") ?? (paymentIntent ? rememberedConfirmation(paymentIntent) : null);
  const key = useMemo(
    () => (paymentIntent && token ? { paymentIntentId: paymentIntent, token } : null),
    [paymentIntent, token],
  );
  const payment = useMemo(
    () => (paymentIntent && clientSecret ? { paymentIntentId: paymentIntent, clientSecret } : null),
    [paymentIntent, clientSecret],
  );
  const confirmation = useOrderConfirmation(key);
  const state = confirmation.data?.state ?? null;
  // The redirect's word starts the completion call (the server checks with the provider); the server's
  // "succeeded" (a webhook that landed) clears the basket.
  const completing = search.get("redirect_status") === "succeeded" || state === "succeeded";
  useOrderCompletion(payment, completing, orderType);
  const receipt = useOrderReceipt(payment, state === "succeeded");

  // "Processing Payment..." and its kind belong to the checkout; this page says what happened itself.
  useEffect(() => dismissToast(), []);

  if (!key) return <OrderNotFound />;
  const data = confirmation.data;
  if (!data) return confirmation.isError ? <OrderNotFound /> : <CheckingPayment />;
  if (data.state === "processing") return <PaymentProcessing />;
  if (data.state === "review") return <PaymentOnHold message={data.message} />;
  if (data.state === "failed") {
    const checkoutPath = orderType === "prescription_pro" ? "/prescription-pro-checkout" : "/checkout";
    return <PaymentFailed message={data.message} checkoutPath={checkoutPath} />;
  }
  return (
    <PlacedOrderView
      order={data.order}
      receipt={
        receipt.data ? (
          <Card className="mt-6">
            <CardContent className="pt-6">
              <h2 className="mb-4 text-xl font-bold">Your receipt</h2>
              <ReceiptDetails receipt={receipt.data} address={false} />
            </CardContent>
          </Card>
        ) : null
      }
    />
  );
}
