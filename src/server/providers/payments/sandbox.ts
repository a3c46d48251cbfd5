import { randomBytes, timingSafeEqual } from "node:crypto";
import Stripe from "stripe";
import type { Db } from "#server/db/client.ts";
import {
  type CardInput,
  cardOutcome,
  checkCard,
  DECLINE_MESSAGES,
  type FieldError,
} from "./sandbox-cards.ts";
import { createSandboxRefund, listSandboxRefunds } from "./sandbox-refunds.ts";
import {
  byId,
  byKey,
  cancel,
  insertIntent,
  type Row,
  transition,
  updateAmount,
} from "./sandbox-statements.ts";
import {
  type CreatedIntent,
  type CreateIntentInput,
  eventFromStripeShape,
  type IntentInfo,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type RefundInfo,
  type RefundInput,
  WebhookSignatureError,
} from "./types.ts";

/** Used when STRIPE_WEBHOOK_SECRET is not set; sandbox events are only hints, handlers re-read the intent. */
export const SANDBOX_WEBHOOK_SECRET = "whsec_sandbox_local_development_only";

/** What the browser's sandbox card form sees: Stripe.js's confirmCardPayment result, in small. */
interface SandboxIntentView {
  id: string;
  object: "payment_intent";
  status: IntentStatus;
  amount: number;
  currency: string;
  lastPaymentError: { code: string; declineCode?: string; message: string } | null;
  nextAction: { type: "sandbox_3ds" } | null;
}

export type SandboxResult =
  | { kind: "not_found" }
  | { kind: "bad_secret" }
  | { kind: "invalid_card"; errors: FieldError[] }
  | {
      kind: "done";
      paymentIntent: SandboxIntentView;
      error?: {
        type: "card_error" | "invalid_request_error";
        code: string;
        declineCode?: string;
        message: string;
      };
    };

interface Transition {
  status: IntentStatus;
  lastError: Row["lastError"];
  cardLast4?: string;
}

const CONFIRMABLE: IntentStatus[] = ["requires_payment_method", "requires_confirmation"];
/** Stripe lets the amount change only before the payment is under way. */
const UPDATABLE: IntentStatus[] = [...CONFIRMABLE, "requires_action"];
const MINIMUM_PENCE = 30;

function checkAmount(amountPence: number): void {
  if (!Number.isSafeInteger(amountPence) || amountPence < MINIMUM_PENCE) {
    throw new PaymentProviderError(`Amount must be at least ${MINIMUM_PENCE} pence`);
  }
}
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomAlnum(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = "";
  // 248 is the largest multiple of 62 below 256: rejecting above it keeps the letters uniform.
  for (const b of bytes) if (b < 248 && out.length < length) out += ALNUM[b % 62];
  return out.length === length ? out : out + randomAlnum(length - out.length);
}

function view(row: Row): SandboxIntentView {
  return {
    id: row.id,
    object: "payment_intent",
    status: row.status as IntentStatus,
    amount: row.amountPence,
    currency: row.currency,
    lastPaymentError: row.lastError ?? null,
    nextAction: row.status === "requires_action" ? { type: "sandbox_3ds" } : null,
  };
}

const info = (row: Row): IntentInfo => ({
  id: row.id,
  status: row.status as IntentStatus,
  amountPence: row.amountPence,
  currency: row.currency,
  clientSecret: row.clientSecret,
});

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Stripe's test mode in the database: pi_ ids, client secrets, Stripe's statuses and test cards. */
export class SandboxPayments implements PaymentProvider {
  readonly name = "sandbox" as const;
  readonly publishableKey = undefined;
  readonly webhookSecret: string;
  readonly #db: Db;

  constructor(db: Db, opts: { webhookSecret?: string } = {}) {
    this.#db = db;
    this.webhookSecret = opts.webhookSecret ?? SANDBOX_WEBHOOK_SECRET;
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    checkAmount(input.amountPence);
    const id = `pi_${randomAlnum(24)}`;
    const [created] = await insertIntent(this.#db, [
      id,
      `${id}_secret_${randomAlnum(24)}`,
      input.amountPence,
      input.currency,
      input.idempotencyKey,
      JSON.stringify(input.metadata),
    ]);
    const row = created ?? (await byKey(this.#db, [input.idempotencyKey]))[0];
    if (!row) throw new PaymentProviderError("Sandbox intent vanished");
    if (row.amountPence !== input.amountPence || row.currency !== input.currency) {
      throw new PaymentProviderError(
        "Keys for idempotent requests can only be used with the same parameters",
      );
    }
    return { id: row.id, clientSecret: row.clientSecret, status: row.status as IntentStatus };
  }

  async retrieveIntent(id: string): Promise<IntentInfo | null> {
    const row = await this.#find(id);
    return row ? info(row) : null;
  }

  async cancelIntent(id: string): Promise<IntentInfo | null> {
    const [row] = await cancel(this.#db, [id]);
    return row ? info(row) : this.retrieveIntent(id);
  }

  async updateIntentAmount(id: string, amountPence: number): Promise<IntentInfo> {
    checkAmount(amountPence);
    const [row] = await updateAmount(this.#db, [id, amountPence, UPDATABLE]);
    if (row) return info(row);
    const current = await this.#find(id);
    if (!current) throw new PaymentProviderError(`No such payment_intent: '${id}'`);
    throw new PaymentProviderError(
      `This PaymentIntent's amount could not be updated because it has a status of ${current.status}.`,
    );
  }

  refund(input: RefundInput): Promise<RefundInfo> {
    return createSandboxRefund(this.#db, `re_${randomAlnum(24)}`, input);
  }

  listRefunds(paymentIntentId: string): Promise<RefundInfo[]> {
    return listSandboxRefunds(this.#db, paymentIntentId);
  }

  /** The card form's confirm: field checks first (nothing charged), then the test-card table. */
  async confirm(id: string, clientSecret: string, card: CardInput): Promise<SandboxResult> {
    const errors = checkCard(card);
    if (errors.length > 0) return { kind: "invalid_card", errors };
    const outcome = cardOutcome(card.cardNumber);
    const next: Transition =
      outcome.kind === "succeeded"
        ? { status: "succeeded", lastError: null }
        : outcome.kind === "requires_action" || outcome.kind === "processing"
          ? { status: outcome.kind, lastError: null }
          : {
              status: "requires_payment_method",
              lastError: { code: outcome.code, declineCode: outcome.declineCode, message: outcome.message },
            };
    const last4 = card.cardNumber.replace(/\D/g, "").slice(-4);
    const result = await this.#transition(id, clientSecret, CONFIRMABLE, { ...next, cardLast4: last4 });
    if (result.kind !== "done" || outcome.kind !== "declined") return result;
    return {
      ...result,
      error: {
        type: "card_error",
        code: outcome.code,
        declineCode: outcome.declineCode,
        message: outcome.message,
      },
    };
  }

  /** The test 3-D Secure page's Complete and Fail buttons. */
  async authenticate(id: string, clientSecret: string, outcome: "complete" | "fail"): Promise<SandboxResult> {
    const failure = {
      code: "payment_intent_authentication_failure",
      message: DECLINE_MESSAGES.authenticationFailed,
    };
    const next: Transition =
      outcome === "complete"
        ? { status: "succeeded", lastError: null }
        : { status: "requires_payment_method", lastError: failure };
    const result = await this.#transition(id, clientSecret, ["requires_action"], next);
    if (result.kind !== "done" || outcome === "complete") return result;
    return { ...result, error: { type: "card_error", ...failure } };
  }

  /**
   * The bank's late answer for a payment left processing (the sandbox's processing card): like Stripe, it
   * sends no webhook by itself; the caller (a test, a local tool) delivers one.
   */
  async settle(id: string, clientSecret: string, outcome: "succeeded" | "failed"): Promise<SandboxResult> {
    const failure = {
      code: "card_declined",
      declineCode: "generic_decline",
      message: DECLINE_MESSAGES.generic,
    };
    const next: Transition =
      outcome === "succeeded"
        ? { status: "succeeded", lastError: null }
        : { status: "requires_payment_method", lastError: failure };
    return this.#transition(id, clientSecret, ["processing"], next);
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
    let event: unknown;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new WebhookSignatureError("Invalid webhook signature");
    }
    return eventFromStripeShape(event);
  }

  /** A Stripe-Signature header for a payload, for tests and local tools that play the webhook sender. */
  signWebhook(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
  }

  async #find(id: string): Promise<Row | undefined> {
    return (await byId(this.#db, [id]))[0];
  }

  /** One conditional UPDATE on the fast path; on a miss, one read to say why. */
  async #transition(
    id: string,
    clientSecret: string,
    from: IntentStatus[],
    set: Transition,
  ): Promise<SandboxResult> {
    const [row] = await transition(this.#db, [
      id,
      clientSecret,
      from,
      set.status,
      set.lastError ? JSON.stringify(set.lastError) : null,
      set.cardLast4 ?? null,
    ]);
    if (row) return { kind: "done", paymentIntent: view(row) };
    const current = await this.#find(id);
    if (!current) return { kind: "not_found" };
    if (!sameSecret(current.clientSecret, clientSecret)) return { kind: "bad_secret" };
    return {
      kind: "done",
      paymentIntent: view(current),
      error: {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `This PaymentIntent's status is ${current.status}, so this action cannot be performed.`,
      },
    };
  }
}
