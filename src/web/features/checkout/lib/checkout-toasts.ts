import { TOAST_DURATION_MS, toast } from "#web/components/ui/use-toast.ts";

/** What to do about a refused discount code, shown under its reason next to the field. */
export const DISCOUNT_ADVICE =
  "Check the code for typing mistakes or try another one. You can also pay without a code.";

/** The checkout's toasts, worded as back-office.md §8 gives them. */

/** A refused card, shown beside the card form: the bank's reason, then what to do. */
export const declineMessage = (reason?: string) =>
  `${reason || "There was a problem with your payment."} No money was taken: check the card details or use another card, then press Complete Order again.`;

const problem = (title: string, description: string) => () =>
  toast({ title, description, variant: "destructive" });

export const checkoutToasts = {
  systemNotReady: problem(
    "Payment System Not Ready",
    "The payment system is still initializing. Please wait a moment and try again.",
  ),
  formReady: () =>
    toast({
      title: "Payment Form Ready",
      description: "You can now enter your card details.",
      duration: TOAST_DURATION_MS,
    }),
  systemError: problem(
    "Payment System Error",
    "Unable to initialize payment system. Please refresh and try again.",
  ),
  formNotReady: problem(
    "Payment Form Not Ready",
    "Please wait for the payment form to fully load before proceeding.",
  ),
  processing: () =>
    toast({ title: "Processing Payment...", description: "Please wait while we confirm your payment." }),
  needsRetry: problem(
    "Payment Needs Retry",
    "Your payment wasn't processed. Please verify your card details and try again.",
  ),
  verificationRequired: () =>
    toast({
      title: "Verification Required",
      description: "Your bank requires additional verification. Please complete the verification steps.",
    }),
  stillProcessing: () =>
    toast({
      title: "Payment Processing",
      description:
        "Your payment is still being processed. Please wait a moment, then click 'Complete Order' again to check.",
    }),
  error: (message?: string) =>
    toast({
      title: "Error",
      description: message || "An unexpected error occurred. Please try again.",
      variant: "destructive",
    }),
  emptyBasket: problem("Your basket is empty", "Please add items to your basket before checking out."),
  invalidTotal: problem("Error", "Invalid basket total. Please refresh and try again."),
  initFailed: problem("Error", "Failed to initialize payment. Please try again."),
  discountApplied: (code: string) =>
    toast({ title: "Discount Applied", description: `${code} has been applied to your order.` }),
  orderFailed: problem("Order Failed", "There was an error processing your order. Please try again."),
};
