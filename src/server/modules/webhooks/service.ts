import type { AppContext } from "#server/context.ts";
import { HttpError } from "#server/lib/http-error.ts";
import { completePayment, failPayment, reconcileRefunds } from "#server/modules/orders/index.ts";
import type { PaymentEvent } from "#server/providers/payments/index.ts";
import { forgetEvent, recordEvent } from "./repo.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "email" | "config" | "log" | "catalogue">;

/** Refunds made or changed at the provider, also in its own dashboard. */
const REFUND_EVENTS = new Set([
  "charge.refunded",
  "charge.refund.updated",
  "refund.created",
  "refund.updated",
  "refund.failed",
]);

/**
 * Events are only a prompt: each handler reads the intent's current status from the provider, so events
 * arriving late, twice or out of order all end in the same state.
 */
export async function handlePaymentEvent(ctx: Ctx, event: PaymentEvent): Promise<"handled" | "ignored"> {
  const pi = event.paymentIntentId;
  if (!pi) return "ignored";
  try {
    if (event.type === "payment_intent.succeeded") await completePayment(ctx, pi, "webhook");
    else if (event.type === "payment_intent.payment_failed")
      await failPayment(ctx, pi, "webhook", "payment failed");
    else if (event.type === "payment_intent.canceled")
      await failPayment(ctx, pi, "webhook", "payment canceled");
    else if (REFUND_EVENTS.has(event.type)) await reconcileRefunds(ctx, pi);
    else return "ignored";
  } catch (error) {
    // Not our payment, or not in a state to act on: acknowledged so the provider stops resending it.
    if (error instanceof HttpError && error.statusCode < 500) return "ignored";
    throw error;
  }
  return "handled";
}

export type Received =
  | { received: true; duplicate: true }
  | { received: true; result: "handled" | "ignored" };

/** Each event is handled once: a duplicate delivery is acknowledged without acting again. */
export async function receivePaymentEvent(ctx: Ctx, event: PaymentEvent): Promise<Received> {
  if (!(await recordEvent(ctx.db, event))) return { received: true, duplicate: true };
  try {
    return { received: true, result: await handlePaymentEvent(ctx, event) };
  } catch (error) {
    // Forget the event so the provider's retry is processed rather than skipped as a duplicate.
    await forgetEvent(ctx.db, event.id);
    throw error;
  }
}
