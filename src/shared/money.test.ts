import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatDecimal,
  formatPence,
  formatSurcharge,
  isNonZeroDecimal,
  isPence,
  parseDecimalToPence,
  parseTypedPounds,
  penceToDecimal,
  penceToPounds,
  poundsToPence,
} from "./money.ts";

/** Amounts the parser accepts: up to 9 digits of pounds. */
const parsablePence = fc.integer({ min: -999_999_999_99, max: 999_999_999_99 });

describe("isPence", () => {
  it.each([0, 1, -1, 5500, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])("accepts %s", (value) => {
    expect(isPence(value)).toBe(true);
  });

  it.each([
    0.5,
    55.01,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_SAFE_INTEGER + 1,
    "5500",
    null,
    undefined,
    {},
    5500n,
  ])("rejects %s", (value) => {
    expect(isPence(value)).toBe(false);
  });
});

describe("penceToDecimal", () => {
  it.each([
    [0, "0.00"],
    [1, "0.01"],
    [9, "0.09"],
    [10, "0.10"],
    [99, "0.99"],
    [100, "1.00"],
    [101, "1.01"],
    [5500, "55.00"],
    [5550, "55.50"],
    [12_345, "123.45"],
    [100_000_000, "1000000.00"],
    [-1, "-0.01"],
    [-500, "-5.00"],
    [-12_345, "-123.45"],
  ])("%i pence -> %s", (pence, text) => {
    expect(penceToDecimal(pence)).toBe(text);
  });

  it.each([0.5, 1.999, Number.NaN, Number.POSITIVE_INFINITY])("throws a TypeError for %s", (value) => {
    expect(() => penceToDecimal(value)).toThrow(TypeError);
  });

  it("always has exactly two decimals (property)", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (pence) => {
        expect(penceToDecimal(pence)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });

  it("never shows a sign for zero or positive amounts (property)", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (pence) => {
        expect(penceToDecimal(pence).startsWith("-")).toBe(false);
      }),
    );
  });
});

describe("formatPence", () => {
  it.each([
    [0, "£0.00"],
    [5, "£0.05"],
    [30, "£0.30"],
    [1000, "£10.00"],
    [5500, "£55.00"],
    [12_000, "£120.00"],
    [16_550, "£165.50"],
    [-5, "-£0.05"],
    [-500, "-£5.00"],
    [-5500, "-£55.00"],
  ])("%i pence -> %s", (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });

  it("throws for non-integer pence", () => {
    expect(() => formatPence(55.5)).toThrow(TypeError);
  });

  it("is the decimal form with a pound sign after any minus (property)", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (pence) => {
        const decimal = penceToDecimal(pence);
        const expected = pence < 0 ? `-£${decimal.slice(1)}` : `£${decimal}`;
        expect(formatPence(pence)).toBe(expected);
      }),
    );
  });
});

describe("parseDecimalToPence", () => {
  it.each([
    ["55.00", 5500],
    ["55.5", 5550],
    ["55.50", 5550],
    ["55", 5500],
    ["0", 0],
    ["0.00", 0],
    ["0.01", 1],
    ["0.1", 10],
    ["0.30", 30],
    ["007.05", 705],
    ["999999999.99", 99_999_999_999],
    ["  55.00  ", 5500],
    ["\t12.34\n", 1234],
    ["-5.00", -500],
    ["-0.01", -1],
    ["-55", -5500],
    [" -1.5 ", -150],
  ])("%j -> %i", (text, pence) => {
    expect(parseDecimalToPence(text)).toBe(pence);
  });

  it("parses negative zero as plain zero", () => {
    expect(Object.is(parseDecimalToPence("-0.00"), 0)).toBe(true);
    expect(Object.is(parseDecimalToPence("-0"), 0)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "£55.00",
    "-£5.00",
    "55.001",
    "55.",
    ".50",
    "+55.00",
    "55,00",
    "1,000.00",
    "5 5",
    "- 5",
    "--5",
    "5-",
    "abc",
    "55.0a",
    "1e3",
    "0x10",
    "NaN",
    "Infinity",
    "1000000000",
    "1000000000.00",
    "55.00 GBP",
  ])("rejects %j", (text) => {
    expect(parseDecimalToPence(text)).toBeNull();
  });

  it("round-trips every parsable amount through penceToDecimal (property)", () => {
    fc.assert(
      fc.property(parsablePence, (pence) => {
        expect(parseDecimalToPence(penceToDecimal(pence))).toBe(pence);
      }),
    );
  });

  it("round-trips formatPence once the pound sign is removed (property)", () => {
    fc.assert(
      fc.property(parsablePence, (pence) => {
        expect(parseDecimalToPence(formatPence(pence).replace("£", ""))).toBe(pence);
      }),
    );
  });

  it("accepts whole pounds and one-decimal forms (property)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 999_999_999 }), fc.nat({ max: 9 }), (pounds, tenths) => {
        expect(parseDecimalToPence(String(pounds))).toBe(pounds * 100);
        expect(parseDecimalToPence(`${pounds}.${tenths}`)).toBe(pounds * 100 + tenths * 10);
      }),
    );
  });

  it("returns null or a safe integer for any string, never throwing (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseDecimalToPence(text);
        expect(result === null || isPence(result)).toBe(true);
      }),
    );
  });

  it("rejects any string containing a letter (property)", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("a", "e", "x", "£", "$"), fc.string(), (a, letter, b) => {
        expect(parseDecimalToPence(`${a}${letter}${b}`)).toBeNull();
      }),
    );
  });
});

describe("poundsToPence", () => {
  it("converts numbers of pounds to the nearest penny and decimal text exactly", () => {
    expect(poundsToPence(55.5)).toBe(5550);
    expect(poundsToPence(19.99)).toBe(1999);
    expect(poundsToPence(0.29)).toBe(29);
    expect(poundsToPence(1.005)).toBe(100);
    expect(poundsToPence(-0.001)).toBe(0);
    expect(Object.is(poundsToPence(-0.001), 0)).toBe(true);
    expect(poundsToPence("55.50")).toBe(5550);
    expect(poundsToPence("55")).toBe(5500);
    expect(poundsToPence("-5.00")).toBe(-500);
  });

  it("throws for what is not an amount of pounds", () => {
    for (const bad of ["55.555", "£5", "", "abc", Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => poundsToPence(bad)).toThrow(TypeError);
    }
  });

  it("inverts penceToPounds and penceToDecimal (property)", () => {
    fc.assert(
      fc.property(parsablePence, (pence) => {
        expect(poundsToPence(penceToPounds(pence))).toBe(pence);
        expect(poundsToPence(penceToDecimal(pence))).toBe(pence);
      }),
    );
  });
});

describe("penceToPounds", () => {
  it("gives pounds as a number and refuses fractions of a penny", () => {
    expect(penceToPounds(16500)).toBe(165);
    expect(penceToPounds(1999)).toBe(19.99);
    expect(() => penceToPounds(0.5)).toThrow(TypeError);
  });
});

describe("formatSurcharge", () => {
  it("shows a positive surcharge with a plus and anything else as the given words", () => {
    expect(formatSurcharge(1000, "Included")).toBe("+£10.00");
    expect(formatSurcharge(0, "Free")).toBe("Free");
    expect(formatSurcharge(-100, "Included")).toBe("Included");
  });
});

describe("formatDecimal", () => {
  it("writes the API's decimal strings as pounds", () => {
    expect(formatDecimal("55.00")).toBe("£55.00");
    expect(formatDecimal("55.5")).toBe("£55.50");
    expect(formatDecimal("-5.00")).toBe("-£5.00");
    expect(formatDecimal(null)).toBe("");
    expect(formatDecimal(undefined)).toBe("");
    expect(formatDecimal("n/a")).toBe("n/a");
  });

  it("knows a zero amount", () => {
    expect(isNonZeroDecimal("0.00")).toBe(false);
    expect(isNonZeroDecimal(null)).toBe(false);
    expect(isNonZeroDecimal("0.01")).toBe(true);
  });
});

describe("parseTypedPounds", () => {
  it("reads an amount as someone typed it, with or without the pound sign", () => {
    expect(["12.50", "£12.5", "£ 12", " 0.01 ", "0", "-5"].map(parseTypedPounds)).toEqual([
      1250, 1250, 1200, 1, 0, -500,
    ]);
    for (const bad of ["", "12.345", "abc", "1e3", "12,50", "£"])
      expect(parseTypedPounds(bad), bad).toBeNull();
  });
});
