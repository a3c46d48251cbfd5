import type { FastifyInstance } from "fastify";
import type { AppContext } from "#server/context.ts";
import { badRequest } from "#server/lib/http-error.ts";
import { type PaymentEvent, WebhookSignatureError } from "#server/providers/payments/index.ts";
import { receivePaymentEvent } from "./service.ts";

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
    return receivePaymentEvent(ctx, event);
  });
}
