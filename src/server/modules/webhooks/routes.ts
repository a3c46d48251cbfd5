import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { webhookEvents } from "#server/db/schema/index.ts";
import { badRequest, HttpError } from "#server/lib/http-error.ts";
import { completePayment, failPayment } from "#server/modules/orders/lifecycle.ts";
import { reconcileRefunds } from "#server/modules/orders/refunds.ts";
import { type PaymentEvent, WebhookSignatureError } from "#server/providers/payments/index.ts";

type Ctx = Pick<AppContext, "db" | "payments" | "email" | "config">;

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

/**
 * POST /api/webhooks/stripe takes the raw body (the signature covers its exact bytes), so this module's
 * scope replaces the JSON parser; every other route keeps it. With the sandbox, events are signed with
 * STRIPE_WEBHOOK_SECRET or the sandbox's development secret, and the sandbox itself sends none.
 */
export async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) => {
    done(null, body);
  });

  app.post("/api/webhooks/stripe", async (request) => {
    const raw = request.body;
    if (!Buffer.isBuffer(raw) || raw.length === 0) throw badRequest("The webhook body is empty");
    const header = request.headers["stripe-signature"];
    let event: PaymentEvent;
    try {
      event = ctx.payments.parseWebhook(raw, Array.isArray(header) ? header[0] : header);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw badRequest(error.message);
      throw error;
    }
    const fresh = await ctx.db
      .insert(webhookEvents)
      .values({ id: event.id.slice(0, 255), type: event.type.slice(0, 100) })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { received: true, duplicate: true };
    try {
      return { received: true, result: await handlePaymentEvent(ctx, event) };
    } catch (error) {
      // Forget the event so the provider's retry is processed rather than skipped as a duplicate.
      await ctx.db.delete(webhookEvents).where(eq(webhookEvents.id, event.id.slice(0, 255)));
      throw error;
    }
  });
}
