import { z } from "zod";
import { DEFAULT_COMPANY_DETAILS } from "../shop-info.ts";
import { requiredText } from "./fields.ts";

export const BUSINESS_MESSAGES = {
  name: "Business name is required",
  address: "Address is required",
  companyNumber: "Company number must be the 8 characters Companies House gave, e.g. 09123456 or SC123456",
  vatNumber: "VAT number must be GB followed by 9 or 12 digits, e.g. GB 123 4567 89",
  phone: "Phone must be a UK number, e.g. 0113 496 0000 or +44 113 496 0000",
  email: "Email must be an email address, e.g. hello@yourshop.co.uk",
  markup: "must be plain text, without < or >",
} as const;

const plain = (label: string, required: string, max: number) =>
  requiredText(label, required, { max }).refine(
    (v) => !/[<>]/.test(v),
    `${label} ${BUSINESS_MESSAGES.markup}`,
  );

/** A UK number: 0 or +44 and then 9 or 10 digits, spaces, dashes and brackets allowed between them. */
const UK_PHONE = /^(?:\+44\s?(?:\(0\))?|0)[\d\s()-]+$/;
const ukPhoneDigits = (v: string) => v.replace(/^\+44\s?(?:\(0\))?/, "0").replace(/\D/g, "");

/** The seller's details the owner edits in the admin: the footer, legal pages, receipts and emails name them. */
export const BusinessDetailsInput = z
  .object({
    name: plain("Business name", BUSINESS_MESSAGES.name, 200),
    address: plain("Address", BUSINESS_MESSAGES.address, 300),
    companyNumber: z
      .string({ error: BUSINESS_MESSAGES.companyNumber })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{8}$/, BUSINESS_MESSAGES.companyNumber),
    vatNumber: z
      .string({ error: BUSINESS_MESSAGES.vatNumber })
      .trim()
      .toUpperCase()
      .regex(/^GB ?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/, BUSINESS_MESSAGES.vatNumber),
    phone: z
      .string({ error: BUSINESS_MESSAGES.phone })
      .trim()
      .max(30, BUSINESS_MESSAGES.phone)
      .refine((v) => UK_PHONE.test(v) && /^0\d{9,10}$/.test(ukPhoneDigits(v)), BUSINESS_MESSAGES.phone),
    email: z
      .string({ error: BUSINESS_MESSAGES.email })
      .trim()
      .max(254, BUSINESS_MESSAGES.email)
      .pipe(z.email(BUSINESS_MESSAGES.email)),
  })
  .strict();
export type BusinessDetailsInput = z.input<typeof BusinessDetailsInput>;

export const BusinessDetails = z.object({
  name: z.string(),
  companyNumber: z.string(),
  address: z.string(),
  vatNumber: z.string(),
  phone: z.string(),
  email: z.string(),
});

/** The details in use, whether the owner saved them, and whether any is still one of the examples. */
export const BusinessDetailsView = z.object({
  details: BusinessDetails,
  saved: z.boolean(),
  examples: z.boolean(),
});
export type BusinessDetailsView = z.infer<typeof BusinessDetailsView>;

type Details = z.infer<typeof BusinessDetails>;

/** The example values no real business has (the name is the shop's own, so it is no example). */
const EXAMPLE_FIELDS = ["companyNumber", "vatNumber", "phone", "email", "address"] as const;

/** The fields still holding an example value, e.g. ["phone", "email"]. */
export function exampleFields(details: Details): (typeof EXAMPLE_FIELDS)[number][] {
  return EXAMPLE_FIELDS.filter(
    (field) =>
      details[field] === DEFAULT_COMPANY_DETAILS[field] ||
      (field === "email" && /@example\.(com|org|net)$/i.test(details.email)),
  );
}
