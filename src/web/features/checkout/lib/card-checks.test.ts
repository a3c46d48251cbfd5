import { describe, expect, it } from "vitest";
import { CARD_MESSAGES } from "#shared/cards.ts";
import { checkCardFields, formatCardNumber, formatExpiry, parseExpiry } from "./card-checks.ts";

const NOW = new Date(Date.UTC(2026, 4, 15));
const card = (number: string, expiry = "12 / 30", cvc = "123") =>
  checkCardFields({ number, expiry, cvc }, NOW);

describe("sandbox card checks", () => {
  it("accepts Stripe's test cards", () => {
    for (const n of ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0027 6000 3184"]) {
      expect(card(n)).toEqual({});
    }
  });

  it("words each mistake as Stripe does", () => {
    expect(card("4242 4242")).toEqual({ number: CARD_MESSAGES.numberIncomplete });
    expect(card("4242 4242 4242 4241")).toEqual({ number: CARD_MESSAGES.numberInvalid });
    expect(card("4242 4242 4242 4242", "04 / 26")).toEqual({ expiry: CARD_MESSAGES.expiryPast });
    expect(card("4242 4242 4242 4242", "05 / 26")).toEqual({});
    expect(card("4242 4242 4242 4242", "13 / 30")).toEqual({ expiry: CARD_MESSAGES.expiryMonthInvalid });
    expect(card("4242 4242 4242 4242", "12 / 3")).toEqual({ expiry: CARD_MESSAGES.expiryIncomplete });
    expect(card("4242 4242 4242 4242", "12 / 30", "12")).toEqual({ cvc: CARD_MESSAGES.cvcIncomplete });
    expect(card("3782 822463 10005", "12 / 30", "123")).toEqual({ cvc: CARD_MESSAGES.cvcIncomplete });
  });

  it("formats what is typed", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("12/3")).toBe("12 / 3");
    expect(parseExpiry("12 / 30")).toEqual({ month: 12, year: 2030 });
  });
});
