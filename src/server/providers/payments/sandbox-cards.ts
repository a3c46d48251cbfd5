/** The sandbox's card checks and Stripe's test-card outcomes (decisions.md §6). */

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

export type CardOutcome =
  | { kind: "succeeded" }
  | { kind: "requires_action" }
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
};

export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** Field errors in Stripe's wording; an empty list means the card can be tried. */
export function checkCard(card: CardInput, now = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  const digits = normaliseCardNumber(card.cardNumber);
  if (!/^\d*$/.test(digits)) errors.push({ path: "cardNumber", message: "Your card number is invalid." });
  else if (digits.length < 12)
    errors.push({ path: "cardNumber", message: "Your card number is incomplete." });
  else if (digits.length > 19 || !luhnValid(digits))
    errors.push({ path: "cardNumber", message: "Your card number is invalid." });

  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expMonth < 1 || card.expMonth > 12) {
    errors.push({ path: "expiry", message: "Your card's expiration month is invalid." });
  } else if (year * 12 + (card.expMonth - 1) < thisMonth) {
    errors.push({ path: "expiry", message: "Your card's expiration date is in the past." });
  } else if (year > now.getUTCFullYear() + 50) {
    errors.push({ path: "expiry", message: "Your card's expiration year is invalid." });
  }

  const cvcLength = isAmex(digits) ? 4 : 3;
  if (!/^\d+$/.test(card.cvc) || card.cvc.length > cvcLength) {
    errors.push({ path: "cvc", message: "Your card's security code is invalid." });
  } else if (card.cvc.length < cvcLength) {
    errors.push({ path: "cvc", message: "Your card's security code is incomplete." });
  }
  return errors;
}

/** The outcome of a card that passed checkCard: the test-card table, else success. */
export function cardOutcome(cardNumber: string): CardOutcome {
  return OUTCOMES[normaliseCardNumber(cardNumber)] ?? { kind: "succeeded" };
}
