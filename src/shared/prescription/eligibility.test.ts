import { describe, expect, it } from "vitest";
import { PrescriptionEligibility } from "../schemas/eligibility.ts";
import {
  ELIGIBILITY_QUESTION_KEYS,
  ELIGIBILITY_QUESTIONS,
  ELIGIBILITY_WORDING_VERSION,
  eligibilityRefusal,
  isEligible,
  lineIsPrescription,
} from "./eligibility.ts";

const YES = { version: ELIGIBILITY_WORDING_VERSION, aged16OrOver: true, notSightImpaired: true };

describe("the eligibility answers' schema", () => {
  it("takes an integer version and two booleans", () => {
    expect(PrescriptionEligibility.parse(YES)).toEqual(YES);
    expect(PrescriptionEligibility.parse({ ...YES, aged16OrOver: false })).toEqual({
      ...YES,
      aged16OrOver: false,
    });
  });

  it.each([
    ["a string for yes", { ...YES, aged16OrOver: "yes" }],
    ["a number for yes", { ...YES, notSightImpaired: 1 }],
    ["a missing answer", { version: YES.version, aged16OrOver: true }],
    ["a fractional version", { ...YES, version: 1.5 }],
    ["a version of 0", { ...YES, version: 0 }],
    ["a version as text", { ...YES, version: "1" }],
    ["null", null],
  ])("refuses %s", (_what, value) => {
    expect(PrescriptionEligibility.safeParse(value).success).toBe(false);
  });

  it("drops keys it does not know", () => {
    expect(PrescriptionEligibility.parse({ ...YES, extra: true })).toEqual(YES);
  });
});

describe("eligibilityRefusal", () => {
  it("allows both yes to the current wording", () => {
    expect(eligibilityRefusal(YES)).toBeNull();
    expect(isEligible(YES)).toBe(true);
  });

  it("asks for the answers when there are none", () => {
    for (const missing of [undefined, null]) {
      expect(eligibilityRefusal(missing)).toMatch(/answer both questions/);
      expect(isEligible(missing)).toBe(false);
    }
  });

  it("names each question answered no", () => {
    expect(eligibilityRefusal({ ...YES, aged16OrOver: false })).toMatch(/"no" to: aged 16 or over\)/);
    expect(eligibilityRefusal({ ...YES, notSightImpaired: false })).toMatch(
      /"no" to: not registered as sight-impaired or severely sight-impaired\)/,
    );
    expect(eligibilityRefusal({ ...YES, aged16OrOver: false, notSightImpaired: false })).toMatch(
      /aged 16 or over; not registered/,
    );
  });

  it("gives the legal reason with a no", () => {
    expect(eligibilityRefusal({ ...YES, aged16OrOver: false })).toMatch(
      /Sale of Optical Appliances Order 1984/,
    );
  });

  it("asks again for answers to another wording", () => {
    expect(eligibilityRefusal({ ...YES, version: ELIGIBILITY_WORDING_VERSION + 1 })).toMatch(/changed/);
  });

  it("has a question for each answer", () => {
    expect(ELIGIBILITY_QUESTION_KEYS).toEqual(["aged16OrOver", "notSightImpaired"]);
    expect(ELIGIBILITY_QUESTIONS.aged16OrOver).toMatch(/16 or over/);
    expect(ELIGIBILITY_QUESTIONS.notSightImpaired).toMatch(/sight-impaired or severely sight-impaired/);
    expect(Number.isInteger(ELIGIBILITY_WORDING_VERSION)).toBe(true);
  });
});

describe("lineIsPrescription", () => {
  it("is true for prescription products and Africa R3D with a prescription", () => {
    expect(lineIsPrescription({ productType: "prescription" })).toBe(true);
    expect(lineIsPrescription({ productType: "prescription_pro" })).toBe(true);
    expect(lineIsPrescription({ productType: "africa_r3d", africaPrescriptionOption: "upload-later" })).toBe(
      true,
    );
  });

  it("is false for the rest", () => {
    expect(lineIsPrescription({ productType: "primary" })).toBe(false);
    expect(lineIsPrescription({ productType: "socks" })).toBe(false);
    expect(
      lineIsPrescription({ productType: "africa_r3d", africaPrescriptionOption: "no-prescription" }),
    ).toBe(false);
  });
});
