import { z } from "zod";
import { normaliseUkPostcode, type UkPostcodeProblem, ukPostcodeProblem } from "../uk-postcode.ts";
import { isCleanText, NOT_ALLOWED } from "./fields.ts";

/** The delivery form's messages: each names what is wrong and how to put it right (client and server alike). */
export const CUSTOMER_MESSAGES = {
  nameMissing: "Enter your full name",
  emailMissing: "Enter your email address",
  emailNoAt: "Your email address needs an @, like name@example.com",
  emailNoName: "Your email address needs the part before the @, like name@example.com",
  emailNoDomain: "Your email address is missing its domain after the @, like name@example.com",
  emailInvalid: "Enter a valid email address, like name@example.com",
  phoneMissing: "Enter your phone number",
  addressMissing: "Enter your address",
  cityMissing: "Enter your city",
  postcodeMissing: "Enter your postcode",
  postcodeIncomplete: "Your postcode is incomplete: enter all of it, like LS1 1AA",
  postcodeNotUk: "This is not a UK postcode: check it, like LS1 1AA",
} as const;

export const tooShort = (label: string, min: number) =>
  `${label} is too short: enter at least ${min} characters`;
export const tooLong = (label: string, max: number) => `${label} is too long: at most ${max} characters`;

/**
 * One message per field: its first problem. Issues are pushed with `continue` so the object's own checks
 * (the UK postcode) still run while a field is wrong, as the form shows every field's message at once.
 */
function oneProblem<T>(problem: (value: T) => string | null) {
  return (ctx: { value: T; issues: unknown[] }) => {
    const message = problem(ctx.value);
    if (message) ctx.issues.push({ code: "custom", message, input: ctx.value, continue: true });
  };
}

/** Trimmed text: missing, too short and too long each say so. */
function customerText(label: string, missing: string, { min, max }: { min: number; max: number }) {
  const clean = isCleanText();
  return z
    .string({ error: missing })
    .trim()
    .check(
      oneProblem((v: string) => {
        if (v.length === 0) return missing;
        if (v.length < min) return tooShort(label, min);
        if (v.length > max) return tooLong(label, max);
        return clean(v) ? null : `${label} ${NOT_ALLOWED}`;
      }),
    );
}

const VALID_EMAIL = z.email();

/** Which part of an email address is missing, if any (after the basic shape, the standard check). */
function emailProblem(text: string): string | null {
  const at = text.lastIndexOf("@");
  if (at < 0) return CUSTOMER_MESSAGES.emailNoAt;
  if (at === 0) return CUSTOMER_MESSAGES.emailNoName;
  const domain = text.slice(at + 1);
  if (!/^[^.\s]+(\.[^.\s]+)+$/.test(domain)) return CUSTOMER_MESSAGES.emailNoDomain;
  return VALID_EMAIL.safeParse(text).success ? null : CUSTOMER_MESSAGES.emailInvalid;
}

const CustomerEmail = z
  .string({ error: CUSTOMER_MESSAGES.emailMissing })
  .trim()
  .toLowerCase()
  .check(
    oneProblem((v: string) => {
      if (v.length === 0) return CUSTOMER_MESSAGES.emailMissing;
      return v.length > 254 ? tooLong("Email address", 254) : emailProblem(v);
    }),
  );

/** Name to postcode of a delivery address; the country and the UK postcode rule are added by its user. */
export const CUSTOMER_FIELDS = {
  name: customerText("Name", CUSTOMER_MESSAGES.nameMissing, { min: 2, max: 120 }),
  email: CustomerEmail,
  phone: customerText("Phone number", CUSTOMER_MESSAGES.phoneMissing, { min: 5, max: 40 }),
  address: customerText("Address", CUSTOMER_MESSAGES.addressMissing, { min: 5, max: 200 }),
  city: customerText("City", CUSTOMER_MESSAGES.cityMissing, { min: 2, max: 100 }),
  // Other countries' postcodes are as short as three characters (Iceland's); the UK's are checked in full.
  postcode: customerText("Postcode", CUSTOMER_MESSAGES.postcodeMissing, { min: 3, max: 16 }),
};

type Located = { postcode?: string | undefined; country?: string | undefined };

/** Only while the postcode and country fields have no problem of their own: one message per field. */
const fieldsFine = (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  typeof payload.value === "object" &&
  payload.value !== null &&
  !payload.issues.some((i) => !i.path?.length || i.path[0] === "postcode" || i.path[0] === "country");

const ukProblem = (v: Located, problem: UkPostcodeProblem) =>
  v.country === "GB" && v.postcode !== undefined && ukPostcodeProblem(v.postcode) === problem;

/**
 * For delivery to the UK (country GB, after the country field's own normalising), the postcode must be a
 * full UK one, and it is kept in its standard form ("ls11aa" -> "LS1 1AA").
 */
export function withUkPostcode<T extends z.ZodType<Located>>(schema: T) {
  return schema
    .refine((v) => !ukProblem(v, "incomplete"), {
      path: ["postcode"],
      message: CUSTOMER_MESSAGES.postcodeIncomplete,
      when: fieldsFine,
    })
    .refine((v) => !ukProblem(v, "invalid"), {
      path: ["postcode"],
      message: CUSTOMER_MESSAGES.postcodeNotUk,
      when: fieldsFine,
    })
    .transform((value) => {
      if (value.country !== "GB" || value.postcode === undefined) return value;
      return { ...value, postcode: normaliseUkPostcode(value.postcode) ?? value.postcode };
    });
}
