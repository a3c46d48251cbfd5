/** Stripe's payment intent statuses; the sandbox uses the same ones. */
export const INTENT_STATUSES = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "canceled",
  "succeeded",
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export interface CreateIntentInput {
  amountPence: number;
  currency: "gbp";
  /** The order's key: a retry with the same key returns the same intent. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
}

export interface IntentInfo {
  id: string;
  status: IntentStatus;
  amountPence: number;
  currency: string;
}

/** A verified provider event. Handlers re-read the intent, so only its id and the type matter. */
export interface PaymentEvent {
  id: string;
  type: string;
  paymentIntentId?: string;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** For the browser: Stripe's publishable key; absent for the sandbox. */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<IntentInfo | null>;
  /** Cancels unless already succeeded or canceled; returns the intent as it then is. */
  cancelIntent(id: string): Promise<IntentInfo | null>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused the request for a reason that is not the shopper's. */
export class PaymentProviderError extends Error {}

export function isIntentStatus(value: string): value is IntentStatus {
  return (INTENT_STATUSES as readonly string[]).includes(value);
}

/** Payment intent ids as Stripe issues them: pi_ and letters, digits or underscores. */
export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{8,64}$/;

export function eventFromStripeShape(event: {
  id: string;
  type: string;
  data?: { object?: { id?: unknown; object?: unknown } };
}): PaymentEvent {
  const object = event.data?.object;
  const paymentIntentId =
    object && object.object === "payment_intent" && typeof object.id === "string" ? object.id : undefined;
  return { id: event.id, type: event.type, paymentIntentId };
}
