/**
 * The sandbox's card checks in Stripe's wording: the browser's card form runs them so
 * a mistyped card is caught before anything is sent, and the sandbox provider runs them again.
 */

export const CARD_MESSAGES = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

export interface CardInput {
  /** As typed: spaces and dashes between the digits are allowed. */
  number: string;
  expMonth: number;
  /** Two or four digits. */
  expYear: number;
  cvc: string;
}

export type CardErrors = Partial<Record<"number" | "expiry" | "cvc", string>>;

export const normaliseCardNumber = (value: string) => value.replace(/[\s-]/g, "");

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
  return digits.length > 0 && sum % 10 === 0;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

function numberError(number: string): string | undefined {
  const digits = normaliseCardNumber(number);
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberInvalid;
  if (digits.length < 12) return CARD_MESSAGES.numberIncomplete;
  if (digits.length > 19 || !luhnValid(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

/** Months are counted in UTC, so the browser and the server agree on the last day of a month. */
function expiryError(month: number, expYear: number, now: Date): string | undefined {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  if (!Number.isInteger(month) || month < 1 || month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  if (year * 12 + month - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth()) return CARD_MESSAGES.expiryPast;
  if (year > now.getUTCFullYear() + 50) return CARD_MESSAGES.expiryYearInvalid;
  return undefined;
}

function cvcError(cvc: string, number: string): string | undefined {
  const length = isAmex(normaliseCardNumber(number)) ? 4 : 3;
  if (!/^\d*$/.test(cvc) || cvc.length > length) return CARD_MESSAGES.cvcInvalid;
  if (cvc.length < length) return CARD_MESSAGES.cvcIncomplete;
  return undefined;
}

/** The errors of each field; an empty object means the card can be tried. */
export function checkCard(card: CardInput, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = numberError(card.number);
  const expiry = expiryError(card.expMonth, card.expYear, now);
  const cvc = cvcError(card.cvc, card.number);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}
