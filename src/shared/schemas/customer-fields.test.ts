import { describe, expect, it } from "vitest";
import { normaliseUkPostcode, ukPostcodeProblem } from "../uk-postcode.ts";
import { CustomerDraft, CustomerInput } from "./checkout.ts";
import { CUSTOMER_MESSAGES as M, tooLong, tooShort } from "./customer-fields.ts";

const GOOD = {
  name: "Paula Tester",
  email: "paula@example.com",
  phone: "+44 7700 900123",
  address: "1 Test Street",
  city: "Leeds",
  postcode: "LS1 1AA",
  country: "GB",
};

/** The one message the form shows under a field (the first issue on its path), or null when it passes. */
function messageFor(field: keyof typeof GOOD, value: unknown, extra: Partial<typeof GOOD> = {}) {
  const parsed = CustomerInput.safeParse({ ...GOOD, ...extra, [field]: value });
  if (parsed.success) return null;
  return parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null;
}

describe("postcode messages", () => {
  it.each([
    ["LS1 1AA", null],
    ["ls11aa", null],
    ["  SW1A   1aa ", null],
    ["EC1A 1BB", null],
    ["W1A 0AX", null],
    ["M1 1AE", null],
    ["B33 8TH", null],
    ["CR2 6XH", null],
    ["DN55 1PT", null],
    ["GIR 0AA", null],
    ["", M.postcodeMissing],
    ["   ", M.postcodeMissing],
    [undefined, M.postcodeMissing],
    ["L1", tooShort("Postcode", 3)],
    ["LS1", M.postcodeIncomplete],
    ["ls1", M.postcodeIncomplete],
    ["SW1A", M.postcodeIncomplete],
    ["LS1 1", M.postcodeIncomplete],
    ["LS1 1A", M.postcodeIncomplete],
    ["12345", M.postcodeNotUk],
    ["LS1 1AAA", M.postcodeNotUk],
    ["QS1 1AA", M.postcodeNotUk],
    ["LS1 1CA", M.postcodeNotUk],
    ["HELLO", M.postcodeNotUk],
    ["0154 Oslo", M.postcodeNotUk],
    ["X".repeat(17), tooLong("Postcode", 16)],
  ])("a UK delivery with postcode %j: %s", (postcode, expected) => {
    expect(messageFor("postcode", postcode)).toBe(expected);
  });

  it.each([
    ["NO", "0154", null],
    ["IE", "D02 X285", null],
    ["NO", "", M.postcodeMissing],
    ["NO", "01", tooShort("Postcode", 3)],
  ])("abroad (%s) %j is not held to the UK pattern: %s", (country, postcode, expected) => {
    expect(messageFor("postcode", postcode, { country })).toBe(expected);
  });

  it("keeps a UK postcode in its standard form, and other countries' as typed", () => {
    expect(CustomerInput.parse({ ...GOOD, postcode: " ls11aa " }).postcode).toBe("LS1 1AA");
    expect(CustomerInput.parse({ ...GOOD, postcode: "sw1a1aa", country: "United Kingdom" })).toMatchObject({
      postcode: "SW1A 1AA",
      country: "GB",
    });
    expect(CustomerInput.parse({ ...GOOD, postcode: "d02 x285", country: "IE" }).postcode).toBe("d02 x285");
    expect(CustomerDraft.parse({ postcode: "ls1 1aa", country: "GB" })).toEqual({
      postcode: "LS1 1AA",
      country: "GB",
    });
    expect(CustomerDraft.safeParse({ postcode: "LS1", country: "GB" }).error?.issues[0]?.message).toBe(
      M.postcodeIncomplete,
    );
  });

  it("normalises and diagnoses without the schema", () => {
    expect(normaliseUkPostcode("ec1a1bb")).toBe("EC1A 1BB");
    expect(normaliseUkPostcode("LS1")).toBeNull();
    expect(ukPostcodeProblem("LS1")).toBe("incomplete");
    expect(ukPostcodeProblem("ZZ9 9ZZ")).toBe("invalid");
    expect(ukPostcodeProblem("LS1 1AA")).toBeNull();
  });

  it("shows one message per field while another field is wrong too", () => {
    const parsed = CustomerInput.safeParse({ ...GOOD, name: "", postcode: "LS1" });
    const messages = parsed.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(messages).toEqual([
      ["name", M.nameMissing],
      ["postcode", M.postcodeIncomplete],
    ]);
  });
});

describe("name messages", () => {
  it.each([
    ["Paula Tester", null],
    ["Al", null],
    ["  Jo  ", null],
    ["Zoë Ó Súilleabháin", null],
    ["", M.nameMissing],
    ["    ", M.nameMissing],
    [undefined, M.nameMissing],
    [42, M.nameMissing],
    ["A", tooShort("Name", 2)],
    [" B ", tooShort("Name", 2)],
    ["N".repeat(121), tooLong("Name", 120)],
    ["Paula\u0000Tester", "Name contains characters that are not allowed"],
  ])("name %j: %s", (name, expected) => {
    expect(messageFor("name", name)).toBe(expected);
  });
});

describe("the other fields' messages", () => {
  it.each([
    ["email", "paula@example.com", null],
    ["email", " Paula@Example.COM ", null],
    ["email", "", M.emailMissing],
    ["email", "paula.example.com", M.emailNoAt],
    ["email", "@example.com", M.emailNoName],
    ["email", "paula@", M.emailNoDomain],
    ["email", "paula@example", M.emailNoDomain],
    ["email", "paula@example.", M.emailNoDomain],
    ["email", "pau la@example.com", M.emailInvalid],
    ["phone", "", M.phoneMissing],
    ["phone", "0113", tooShort("Phone number", 5)],
    ["address", "", M.addressMissing],
    ["address", "1 A", tooShort("Address", 5)],
    ["city", "", M.cityMissing],
    ["city", "L", tooShort("City", 2)],
  ] as const)("%s %j: %s", (field, value, expected) => {
    expect(messageFor(field, value)).toBe(expected);
  });

  it("keeps the email in lower case", () => {
    expect(CustomerInput.parse({ ...GOOD, email: " Paula@Example.COM " }).email).toBe("paula@example.com");
  });
});
