/**
 * The sandbox card form's own checks, in Stripe's wording, so a mistyped card is caught in the browser
 * and nothing is sent. The server repeats them (decisions.md §6).
 */

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardFields, string>>;

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

export const digitsOnly = (value: string) => value.replace(/\D/g, "");
const isAmex = (digits: string) => /^3[47]/.test(digits);

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

/** "4242424242424242" as "4242 4242 4242 4242", at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Typed "1230" or "12/30" as "12 / 30". */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOnly(value);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

function numberError(number: string): string | undefined {
  const digits = digitsOnly(number);
  if (/[^\d\s-]/.test(number)) return CARD_MESSAGES.numberInvalid;
  if (digits.length < 12) return CARD_MESSAGES.numberIncomplete;
  if (digits.length > 19 || !luhnValid(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

function expiryError(expiry: string, now: Date): string | undefined {
  const parsed = parseExpiry(expiry);
  if (!parsed) return CARD_MESSAGES.expiryIncomplete;
  if (parsed.month < 1 || parsed.month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (parsed.year * 12 + parsed.month - 1 < thisMonth) return CARD_MESSAGES.expiryPast;
  if (parsed.year > now.getFullYear() + 50) return CARD_MESSAGES.expiryYearInvalid;
  return undefined;
}

function cvcError(cvc: string, number: string): string | undefined {
  const length = isAmex(digitsOnly(number)) ? 4 : 3;
  if (!/^\d*$/.test(cvc) || cvc.length > length) return CARD_MESSAGES.cvcInvalid;
  if (cvc.length < length) return CARD_MESSAGES.cvcIncomplete;
  return undefined;
}

/** The errors of each field; an empty object means the card can be tried. */
export function checkCard(fields: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = numberError(fields.number);
  const expiry = expiryError(fields.expiry, now);
  const cvc = cvcError(fields.cvc.trim(), fields.number);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}
