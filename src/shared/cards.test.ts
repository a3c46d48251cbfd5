import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, checkCard, luhnValid, normaliseCardNumber } from "./cards.ts";

const NOW = new Date(Date.UTC(2026, 4, 15));
const VISA = "4242 4242 4242 4242";
const card = (number: string, expMonth = 12, expYear = 2030, cvc = "123") =>
  checkCard({ number, expMonth, expYear, cvc }, NOW);

describe("card checks", () => {
  it("apply the Luhn check to digits only", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000002760003184")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("")).toBe(false);
    expect(normaliseCardNumber("4242-4242 4242")).toBe("424242424242");
  });

  it("accept Stripe's test cards, typed with spaces or dashes", () => {
    for (const n of [VISA, "4000-0000-0000-0002", "4000002760003184"]) expect(card(n)).toEqual({});
    expect(card("3782 822463 10005", 12, 30, "1234")).toEqual({});
  });

  it("word each number mistake as Stripe does", () => {
    expect(card("")).toEqual({ number: CARD_MESSAGES.numberIncomplete });
    expect(card("4242 4242")).toEqual({ number: CARD_MESSAGES.numberIncomplete });
    expect(card("4242 4242 4242 4241")).toEqual({ number: CARD_MESSAGES.numberInvalid });
    expect(card("4242 4242 4242 424x")).toEqual({ number: CARD_MESSAGES.numberInvalid });
    expect(card("4242 4242 4242 4242 4242")).toEqual({ number: CARD_MESSAGES.numberInvalid });
  });

  it("accept this month in UTC and refuse last month, month 13 and a year too far ahead", () => {
    expect(card(VISA, 5, 26)).toEqual({});
    expect(card(VISA, 5, 2026)).toEqual({});
    expect(card(VISA, 4, 2026)).toEqual({ expiry: CARD_MESSAGES.expiryPast });
    expect(
      checkCard(
        { number: VISA, expMonth: 4, expYear: 2026, cvc: "123" },
        new Date(Date.UTC(2026, 3, 30, 23, 30)),
      ),
    ).toEqual({});
    expect(card(VISA, 13, 2030)).toEqual({ expiry: CARD_MESSAGES.expiryMonthInvalid });
    expect(card(VISA, 0, 0)).toEqual({ expiry: CARD_MESSAGES.expiryMonthInvalid });
    expect(card(VISA, 12, 2077)).toEqual({ expiry: CARD_MESSAGES.expiryYearInvalid });
  });

  it("want four security digits for American Express and three for the rest", () => {
    expect(card(VISA, 12, 2030, "12")).toEqual({ cvc: CARD_MESSAGES.cvcIncomplete });
    expect(card(VISA, 12, 2030, "")).toEqual({ cvc: CARD_MESSAGES.cvcIncomplete });
    expect(card(VISA, 12, 2030, "1234")).toEqual({ cvc: CARD_MESSAGES.cvcInvalid });
    expect(card(VISA, 12, 2030, "12a")).toEqual({ cvc: CARD_MESSAGES.cvcInvalid });
    expect(card("3782 822463 10005", 12, 2030, "123")).toEqual({ cvc: CARD_MESSAGES.cvcIncomplete });
  });

  it("report every field at once", () => {
    expect(card("4242", 13, 2030, "1")).toEqual({
      number: CARD_MESSAGES.numberIncomplete,
      expiry: CARD_MESSAGES.expiryMonthInvalid,
      cvc: CARD_MESSAGES.cvcIncomplete,
    });
  });
});
