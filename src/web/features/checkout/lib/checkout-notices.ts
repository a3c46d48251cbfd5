import { type CheckoutNotice, showCheckoutNotice } from "./checkout-notice-store.ts";

/** What to do about a refused discount code, shown under its reason next to the field. */
export const DISCOUNT_ADVICE =
  "Check the code for typing mistakes or try another one. You can also pay without a code.";

/** The checkout's messages (status text beside its button), in one place so their wording stays the same. */

/** A refused card, shown beside the card form: the bank's reason, then what to do. */
export const declineMessage = (reason?: string) =>
  `${reason || "There was a problem with your payment."} No money was taken: check the card details or use another card, then press Complete Order again.`;

const notice =
  (title: string, description: string, variant: CheckoutNotice["variant"] = "default") =>
  () =>
    showCheckoutNotice({ title, description, variant });
const problem = (title: string, description: string) => notice(title, description, "destructive");

export const checkoutNotices = {
  systemNotReady: problem(
    "Payment System Not Ready",
    "The payment system is still initializing. Please wait a moment and try again.",
  ),
  systemError: problem(
    "Payment System Error",
    "Unable to initialize payment system. Please refresh and try again.",
  ),
  formNotReady: problem(
    "Payment Form Not Ready",
    "Please wait for the payment form to fully load before proceeding.",
  ),
  processing: notice("Processing Payment...", "Please wait while we confirm your payment."),
  needsRetry: problem(
    "Payment Needs Retry",
    "Your payment wasn't processed. Please verify your card details and try again.",
  ),
  verificationRequired: notice(
    "Verification Required",
    "Your bank requires additional verification. Please complete the verification steps.",
  ),
  stillProcessing: notice(
    "Payment Processing",
    "Your payment is still being processed. Please wait a moment, then click 'Complete Order' again to check.",
  ),
  error: (message?: string) =>
    problem("Error", message || "An unexpected error occurred. Please try again.")(),
  initFailed: problem("Error", "Failed to initialize payment. Please try again."),
  orderFailed: problem("Order Failed", "There was an error processing your order. Please try again."),
};
