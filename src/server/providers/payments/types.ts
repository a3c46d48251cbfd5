/** Stripe's payment intent statuses; the sandbox uses the same ones. */
const INTENT_STATUSES = [
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
  /** For the browser that started the payment (a re-priced checkout keeps its payment). */
  clientSecret?: string;
}

const REFUND_STATUSES = ["pending", "succeeded", "failed", "canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface RefundInput {
  paymentIntentId: string;
  amountPence: number;
  /** A retry with the same key returns the same refund and moves no more money. */
  idempotencyKey: string;
  /** Carries our refund row id (`refundId`) so a webhook can match a refund to the row that asked for it. */
  metadata: Record<string, string>;
}

export interface RefundInfo {
  id: string;
  paymentIntentId: string;
  amountPence: number;
  status: RefundStatus;
  metadata: Record<string, string>;
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
  /**
   * A new amount for an intent not yet paid (the checkout was re-priced). Refused with
   * PaymentProviderError when the intent can no longer change (succeeded, processing, canceled).
   */
  updateIntentAmount(id: string, amountPence: number): Promise<IntentInfo>;
  /**
   * Gives back part or all of a succeeded payment. Refuses (PaymentProviderError) more than remains
   * unrefunded, a payment that has not succeeded, or an amount that is not a positive whole number.
   */
  refund(input: RefundInput): Promise<RefundInfo>;
  /** Every refund of the payment, however it was made (also in the provider's own dashboard). */
  listRefunds(paymentIntentId: string): Promise<RefundInfo[]>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** A webhook the shop refuses with 400: unsigned, signed with another secret, or not an event it can read. */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused the request for a reason that is not the shopper's. */
export class PaymentProviderError extends Error {}

export function isIntentStatus(value: string): value is IntentStatus {
  return (INTENT_STATUSES as readonly string[]).includes(value);
}

/** Objects whose events concern a payment intent they name in `payment_intent` (an id, or expanded). */
const NAMES_ITS_INTENT = new Set(["charge", "refund"]);

/** Ids are visible ASCII (Stripe's are letters, digits and _): NUL, lone surrogates or a novel are not ids. */
const PROVIDER_ID = /^[!-~]{1,255}$/;
const EVENT_TYPE = /^[a-z0-9_.]{1,100}$/;

const asId = (value: unknown) => (typeof value === "string" && PROVIDER_ID.test(value) ? value : undefined);

function intentIdOf(object: unknown) {
  if (!object || typeof object !== "object") return undefined;
  const { id, object: kind, payment_intent: intent } = object as Record<string, unknown>;
  if (kind === "payment_intent") return asId(id);
  if (typeof kind !== "string" || !NAMES_ITS_INTENT.has(kind)) return undefined;
  if (typeof intent === "string") return asId(intent);
  return intent && typeof intent === "object" ? asId((intent as { id?: unknown }).id) : undefined;
}

/**
 * The event's type and the payment intent it concerns: the intent itself (payment_intent.*), or the one
 * a charge or refund names (charge.refunded, refund.created, refund.updated). A signed body that is not
 * an event with an id and a type is refused.
 */
export function eventFromStripeShape(event: unknown): PaymentEvent {
  const { id, type, data } = (event && typeof event === "object" ? event : {}) as Record<string, unknown>;
  const eventId = asId(id);
  if (!eventId || typeof type !== "string" || !EVENT_TYPE.test(type)) {
    throw new WebhookSignatureError("The webhook body is not an event with an id and a type");
  }
  const object = data && typeof data === "object" ? (data as { object?: unknown }).object : undefined;
  return { id: eventId, type, paymentIntentId: intentIdOf(object) };
}
