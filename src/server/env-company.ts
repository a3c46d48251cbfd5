import { z } from "zod";
import { COMPANY } from "#shared/catalogue.ts";
import { phoneDigitsPart } from "#shared/shop-info.ts";

/** The business details' first values (SHOP_COMPANY_*), used until the owner saves them in the admin. */
export const COMPANY_ENV = {
  /** The seller as every email's footer and the receipts name it (UK company and VAT registration). */
  SHOP_COMPANY_NAME: z.string().trim().min(1).max(200).default(COMPANY.name),
  SHOP_COMPANY_ADDRESS: z.string().trim().min(1).max(300).default(COMPANY.address),
  SHOP_COMPANY_NUMBER: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{8}$/, "must be the 8-character Companies House number, e.g. 09123456")
    .default(COMPANY.companyNumber),
  SHOP_COMPANY_VAT_NUMBER: z
    .string()
    .trim()
    .regex(/^GB ?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/, "must be a UK VAT number, e.g. GB 123 4567 89")
    .default(COMPANY.vatNumber),
  /** The shop's phone line as shoppers see it; a label in brackets (e.g. "(example number)") stays out of the link. */
  SHOP_COMPANY_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{7,20}(\([\w ]{1,40}\))?$/, "must be a phone number, e.g. 0113 496 0000")
    .refine((text) => phoneDigitsPart(text).replace(/\D/g, "").length >= 7, "must have at least 7 digits")
    .default(COMPANY.phone),
  SHOP_COMPANY_EMAIL: z.email("must be an email address, e.g. hello@example.com").default(COMPANY.email),
};

/** The names before SHOP_COMPANY_*: still read, so an existing deployment keeps its details. */
const LEGACY_NAMES = ["COMPANY_NAME", "COMPANY_ADDRESS", "COMPANY_NUMBER", "COMPANY_VAT_NUMBER"] as const;

export function withLegacyNames(
  source: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const env = { ...source };
  for (const legacy of LEGACY_NAMES) {
    if (env[`SHOP_${legacy}`] === undefined && env[legacy] !== undefined) env[`SHOP_${legacy}`] = env[legacy];
  }
  return env;
}
