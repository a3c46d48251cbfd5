import { checkCard as checkSharedCard, normaliseCardNumber } from "#shared/cards.ts";

/** The sandbox's card checks and Stripe's test-card outcomes (the sandbox answers as Stripe would). */

export interface CardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface FieldError {
  path: "cardNumber" | "expiry" | "cvc";
  message: string;
}

type CardOutcome =
  | { kind: "succeeded" }
  | { kind: "requires_action" }
  /** The bank answers later: the intent waits in "processing" until settled (the sandbox's own card). */
  | { kind: "processing" }
  | { kind: "declined"; code: string; declineCode: string; message: string };

export const DECLINE_MESSAGES = {
  generic: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  authenticationFailed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
} as const;

const OUTCOMES: Record<string, CardOutcome> = {
  "4000000000000002": {
    kind: "declined",
    code: "card_declined",
    declineCode: "generic_decline",
    message: DECLINE_MESSAGES.generic,
  },
  "4000000000009995": {
    kind: "declined",
    code: "card_declined",
    declineCode: "insufficient_funds",
    message: DECLINE_MESSAGES.insufficientFunds,
  },
  "4000002760003184": { kind: "requires_action" },
  "4000000000001000": { kind: "processing" },
};

/** Field errors in Stripe's wording (the shared checks the card form also runs); empty means it can be tried. */
export function checkCard(card: CardInput, now = new Date()): FieldError[] {
  const { number, expiry, cvc } = checkSharedCard({ ...card, number: card.cardNumber }, now);
  const errors: FieldError[] = [];
  if (number) errors.push({ path: "cardNumber", message: number });
  if (expiry) errors.push({ path: "expiry", message: expiry });
  if (cvc) errors.push({ path: "cvc", message: cvc });
  return errors;
}

/** The outcome of a card that passed checkCard: the test-card table, else success. */
export function cardOutcome(cardNumber: string): CardOutcome {
  return OUTCOMES[normaliseCardNumber(cardNumber)] ?? { kind: "succeeded" };
}
