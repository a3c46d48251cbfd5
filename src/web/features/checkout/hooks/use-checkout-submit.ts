import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { CustomerInput } from "#shared/schemas/checkout.ts";
import { dismissToast } from "#web/components/ui/use-toast.ts";
import { errorMessage } from "#web/lib/api.ts";
import type { HeldPayment } from "../api/held-payment.ts";
import { fetchPaymentIntentStatus } from "../api/payment-intent-status.ts";
import { updateCheckoutCustomer } from "../api/update-checkout-customer.ts";
import { updateOrderStatus } from "../api/update-order-status.ts";
import { checkoutNotices, declineMessage } from "../lib/checkout-notices.ts";
import { rememberConfirmation, savePendingOrder } from "../lib/checkout-storage.ts";
import type { StoredPendingOrder } from "../lib/pending-order.ts";
import { confirmPayment } from "../payment/resolve-payment.ts";
import type { AdapterRef, BillingDetails } from "../payment/types.ts";
import type { CheckoutIntent } from "./use-checkout-intent.ts";

/** A checkout's payment with the signed token that opens its confirmation page. */
interface ConfirmablePayment extends HeldPayment {
  confirmationToken: string;
}

/**
 * Like Stripe's redirect, the confirmation URL carries the client secret its completion call must show,
 * and the checkout's signed token, with which the page asks the server what happened.
 */
export const confirmationUrl = (
  payment: ConfirmablePayment,
  status: "succeeded" | "processing" = "succeeded",
  extra = "",
) =>
  `/order-confirmation?token=${encodeURIComponent(payment.confirmationToken)}` +
  `&payment_intent=${encodeURIComponent(payment.paymentIntentId)}` +
  `&payment_intent_client_secret=${encodeURIComponent(payment.clientSecret)}&redirect_status=${status}${extra}`;

/** Where Stripe sends the browser after 3-D Secure; it adds the payment's id, secret and status. */
export const returnUrl = (payment: ConfirmablePayment, extra = "") =>
  `${window.location.origin}/order-confirmation?token=${encodeURIComponent(payment.confirmationToken)}${extra}`;

export function billingOf(customer: CustomerInput): BillingDetails {
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    address: {
      line1: customer.address,
      city: customer.city,
      postalCode: customer.postcode,
      country: customer.country,
    },
  };
}

/**
 * A declined card marks its order failed, best effort: the server settles the order from the provider
 * anyway. The order of a card that succeeded is paid by the confirmation page's one call.
 */
export function reportFailed(payment: HeldPayment): Promise<void> {
  return updateOrderStatus(payment, "failed").then(
    () => undefined,
    (error) => console.warn("Could not mark the order failed", error),
  );
}

interface SubmitOptions {
  intent: CheckoutIntent;
  adapterRef: AdapterRef;
  buildPendingOrder(customer: CustomerInput): StoredPendingOrder;
}

/**
 * The standard checkout's submit flow: the card form is checked, the pending order saved, the customer sent
 * to the server, then the card confirmed and the outcome settled (steps 4 to 8, in resolve-payment.ts).
 */
export function useCheckoutSubmit({ intent, adapterRef, buildPendingOrder }: SubmitOptions) {
  const navigate = useNavigate();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const latest = useRef({ intent, buildPendingOrder });
  latest.current = { intent, buildPendingOrder };

  const submit = useCallback(
    async (customer: CustomerInput) => {
      if (busy.current) return;
      const { intent: current, buildPendingOrder: build } = latest.current;
      const checkout = current.checkout;
      const adapter = adapterRef.current;
      if (!checkout || !adapter || current.updating || current.params.country !== customer.country) {
        checkoutNotices.systemNotReady();
        return;
      }
      if (!adapter.isReady()) {
        checkoutNotices.formNotReady();
        return;
      }
      busy.current = true;
      setSubmitting(true);
      const finish = () => navigate(confirmationUrl(checkout));
      setPaymentError(null);
      // Step 8: the order is marked failed, which cannot be paid again, so a fresh payment is made ready.
      const failAndRenew = async () => {
        await reportFailed(checkout);
        await current.request(current.params).catch(() => undefined);
      };
      try {
        if (await adapter.validate()) return;
        savePendingOrder(build(customer));
        await updateCheckoutCustomer(checkout, customer);
        rememberConfirmation(checkout);
        if ((await fetchPaymentIntentStatus(checkout)) === "succeeded") return finish();
        const outcome = await confirmPayment({
          adapter,
          paymentIntentId: checkout.paymentIntentId,
          clientSecret: checkout.clientSecret,
          billing: billingOf(customer),
          returnUrl: returnUrl(checkout),
        });
        if (outcome.kind === "succeeded") return finish();
        if (outcome.kind === "processing") return navigate(confirmationUrl(checkout, "processing"));
        if (outcome.kind === "failed") {
          dismissToast();
          setPaymentError(declineMessage(outcome.message));
          await failAndRenew();
        }
      } catch (error) {
        checkoutNotices.error(errorMessage(error, "An unexpected error occurred. Please try again."));
        await failAndRenew();
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [adapterRef, navigate],
  );

  return { submit, submitting, paymentError };
}
