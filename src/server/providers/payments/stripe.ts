import Stripe from "stripe";
import {
  type CreatedIntent,
  type CreateIntentInput,
  eventFromStripeShape,
  type IntentInfo,
  isIntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type RefundInfo,
  type RefundInput,
  type RefundStatus,
  WebhookSignatureError,
} from "./types.ts";

interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A local fake of the Stripe API in tests. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

function toInfo(intent: Stripe.PaymentIntent): IntentInfo {
  if (!isIntentStatus(intent.status)) throw new PaymentProviderError(`Unknown status ${intent.status}`);
  return {
    id: intent.id,
    status: intent.status,
    amountPence: intent.amount,
    currency: intent.currency,
    ...(intent.client_secret ? { clientSecret: intent.client_secret } : {}),
  };
}

/** Stripe's requires_action (a refund waiting on the customer's bank details) is still pending money. */
const REFUND_STATUS: Record<string, RefundStatus> = {
  pending: "pending",
  requires_action: "pending",
  succeeded: "succeeded",
  failed: "failed",
  canceled: "canceled",
};

function toRefund(refund: Stripe.Refund): RefundInfo {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? ""),
    amountPence: refund.amount,
    status: REFUND_STATUS[refund.status ?? "pending"] ?? "pending",
    metadata: { ...(refund.metadata ?? {}) },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";
}

export class StripePayments implements PaymentProvider {
  readonly name = "stripe" as const;
  readonly publishableKey: string;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(opts: StripeOptions) {
    this.publishableKey = opts.publishableKey;
    this.#webhookSecret = opts.webhookSecret;
    this.#stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: opts.maxNetworkRetries ?? 2,
      timeout: opts.timeoutMs ?? 20_000,
      telemetry: false,
      ...(opts.host ? { host: opts.host } : {}),
      ...(opts.port ? { port: opts.port } : {}),
      ...(opts.protocol ? { protocol: opts.protocol } : {}),
    });
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const intent = await this.#call(() =>
      this.#stripe.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: input.currency,
          allowed_payment_method_types: ["card"],
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!intent.client_secret) throw new PaymentProviderError("Stripe returned no client secret");
    const info = toInfo(intent);
    return { id: info.id, clientSecret: intent.client_secret, status: info.status };
  }

  async retrieveIntent(id: string): Promise<IntentInfo | null> {
    try {
      return toInfo(await this.#stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw wrap(error);
    }
  }

  async cancelIntent(id: string): Promise<IntentInfo | null> {
    try {
      return toInfo(await this.#stripe.paymentIntents.cancel(id));
    } catch (error) {
      if (isMissing(error)) return null;
      // Stripe refuses to cancel a succeeded or already canceled intent; report how it stands.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveIntent(id);
      throw wrap(error);
    }
  }

  async updateIntentAmount(id: string, amountPence: number): Promise<IntentInfo> {
    return toInfo(await this.#call(() => this.#stripe.paymentIntents.update(id, { amount: amountPence })));
  }

  async refund(input: RefundInput): Promise<RefundInfo> {
    const refund = await this.#call(() =>
      this.#stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountPence, metadata: input.metadata },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toRefund(refund);
  }

  async listRefunds(paymentIntentId: string): Promise<RefundInfo[]> {
    return this.#call(async () => {
      const refunds: RefundInfo[] = [];
      for await (const refund of this.#stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
        refunds.push(toRefund(refund));
      }
      return refunds;
    });
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
    let event: unknown;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
    } catch {
      throw new WebhookSignatureError("Invalid webhook signature");
    }
    return eventFromStripeShape(event);
  }

  async #call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw wrap(error);
    }
  }
}

function wrap(error: unknown): Error {
  const message = error instanceof Error ? error.message : "Stripe request failed";
  return new PaymentProviderError(message);
}
