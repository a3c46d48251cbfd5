import { CARD_MESSAGES, type CardErrors, checkCard } from "#shared/cards.ts";

/** The sandbox card form's typing helpers; the checks themselves are the shared ones (#shared/cards.ts). */

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}
export type { CardErrors };

export const digitsOnly = (value: string) => value.replace(/\D/g, "");

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

/** The errors of each field as typed; an empty object means the card can be tried. */
export function checkCardFields(fields: CardFields, now = new Date()): CardErrors {
  const expiry = parseExpiry(fields.expiry);
  const errors = checkCard(
    {
      number: fields.number,
      expMonth: expiry?.month ?? 0,
      expYear: expiry?.year ?? 0,
      cvc: fields.cvc.trim(),
    },
    now,
  );
  if (!expiry) errors.expiry = CARD_MESSAGES.expiryIncomplete;
  return errors;
}
