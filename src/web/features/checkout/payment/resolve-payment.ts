import { fetchPaymentIntentStatus } from "../api/payment-intent-status.ts";
import { checkoutNotices } from "../lib/checkout-notices.ts";
import type { BillingDetails, ConfirmResult, PaymentAdapter } from "./types.ts";

/**
 * Steps 4 to 8 of the submit flow (after the order exists), shared by both checkouts and both providers:
 * confirm the card, then make sense of what came back, checking the intent's status where the answer
 * alone does not settle it.
 */

export type PaymentOutcome =
  | { kind: "succeeded" }
  | { kind: "failed"; message?: string }
  /** The bank has not decided yet: the confirmation page shows that and waits for the answer. */
  | { kind: "processing" }
  /** The shopper should act (card fields, another card, wait): a toast or inline error already says so. */
  | { kind: "stopped" };

interface PaymentRun {
  adapter: PaymentAdapter;
  paymentIntentId: string;
  clientSecret: string;
  billing: BillingDetails;
  returnUrl: string;
  sleep?: (ms: number) => Promise<void>;
}

export const RECHECK_DELAY_MS = 2000;
const MAX_NEXT_ACTIONS = 2;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function confirmPayment(run: PaymentRun): Promise<PaymentOutcome> {
  checkoutNotices.processing();
  const result = await run.adapter.confirm({
    clientSecret: run.clientSecret,
    billing: run.billing,
    returnUrl: run.returnUrl,
  });
  return resolveResult(run, result, 0);
}

async function resolveResult(
  run: PaymentRun,
  result: ConfirmResult,
  actions: number,
): Promise<PaymentOutcome> {
  const { error } = result;
  if (!error) {
    // Confirmed without a redirect (step 5), or an answer that needs the status checked.
    if (result.status === "succeeded") return { kind: "succeeded" };
    return result.status === "processing" ? { kind: "processing" } : checkStatus(run, actions);
  }
  if (error.type === "validation_error") return { kind: "stopped" };
  if (error.code === "payment_intent_unexpected_state") {
    const status = error.paymentIntentStatus ?? (await fetchPaymentIntentStatus(run));
    if (status === "succeeded") return { kind: "succeeded" };
  }
  if (!error.message || error.type === "invalid_request_error") return checkStatus(run, actions);
  return { kind: "failed", message: error.message };
}

async function checkStatus(
  run: PaymentRun,
  actions: number,
  state = { retried: false },
): Promise<PaymentOutcome> {
  const sleep = run.sleep ?? realSleep;
  const status = await fetchPaymentIntentStatus(run);
  switch (status) {
    case "succeeded":
      return { kind: "succeeded" };
    case "requires_payment_method":
      checkoutNotices.needsRetry();
      return { kind: "stopped" };
    case "requires_action": {
      checkoutNotices.verificationRequired();
      if (actions >= MAX_NEXT_ACTIONS) return { kind: "stopped" };
      const next = await run.adapter.handleNextAction(run.clientSecret);
      return resolveResult(run, next, actions + 1);
    }
    case "processing":
      return { kind: "processing" };
    case "canceled":
      return { kind: "failed" };
    default:
      if (state.retried) break;
      await sleep(RECHECK_DELAY_MS);
      return checkStatus(run, actions, { ...state, retried: true });
  }
  checkoutNotices.stillProcessing();
  return { kind: "stopped" };
}
