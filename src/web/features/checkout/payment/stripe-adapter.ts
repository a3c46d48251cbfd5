import type { Stripe, StripeElements, StripeError } from "@stripe/stripe-js";
import type { BillingDetails, ConfirmResult, PaymentAdapter, PaymentError } from "./types.ts";

function toPaymentError(error: StripeError): PaymentError {
  return {
    type: error.type,
    code: error.code,
    message: error.message,
    paymentIntentStatus: error.payment_intent?.status,
  };
}

function billingDetails(billing: BillingDetails) {
  // The Payment Element collects none of these (fields.billingDetails "never"), so all are sent here.
  return {
    name: billing.name,
    email: billing.email,
    phone: billing.phone,
    address: {
      line1: billing.address.line1,
      line2: "",
      city: billing.address.city,
      state: "",
      postal_code: billing.address.postalCode,
      country: billing.address.country,
    },
  };
}

/** Stripe's Payment Element behind the adapter: deferred-intent Elements, confirmed with the secret. */
export function createStripeAdapter(
  stripe: Stripe,
  elements: StripeElements,
  isReady: () => boolean,
): PaymentAdapter {
  return {
    isReady,
    async validate() {
      const { error } = await elements.submit();
      return error ? (error.message ?? "Please check your card details.") : null;
    },
    async confirm({ clientSecret, billing, returnUrl }): Promise<ConfirmResult> {
      const result = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: {
          return_url: returnUrl,
          payment_method_data: { billing_details: billingDetails(billing) },
        },
        redirect: "if_required",
      });
      if (result.error) return { error: toPaymentError(result.error) };
      return { status: result.paymentIntent.status };
    },
    async handleNextAction(clientSecret): Promise<ConfirmResult> {
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) return { error: toPaymentError(result.error) };
      return { status: result.paymentIntent?.status ?? result.setupIntent?.status };
    },
  };
}
