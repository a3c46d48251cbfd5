import { COMPANY, SHIPPING_COUNTRIES } from "./catalogue.ts";
import { formatPence } from "./money.ts";
import { isUkCountry, type ShippingRules, shippingPence } from "./pricing/shipping.ts";

/** The seller as the footer, the legal pages and the emails name it: saved by the owner, else SHOP_COMPANY_*. */
export interface CompanyDetails {
  name: string;
  companyNumber: string;
  address: string;
  vatNumber: string;
  phone: string;
  email: string;
}

export const DEFAULT_COMPANY_DETAILS: CompanyDetails = {
  name: COMPANY.name,
  companyNumber: COMPANY.companyNumber,
  address: COMPANY.address,
  vatNumber: COMPANY.vatNumber,
  phone: COMPANY.phone,
  email: COMPANY.email,
};

/** A phone text without a worded label in brackets such as "(example number)". */
export function phoneDigitsPart(phone: string): string {
  return phone.replace(/\([^)]*[A-Za-z][^)]*\)/g, "").trim();
}

/** A tel: link for a phone text: its digits and a leading +, ignoring any label such as "(example number)". */
export function phoneHref(phone: string): string {
  const number = phoneDigitsPart(phone);
  return `tel:${number.trim().startsWith("+") ? "+" : ""}${number.replace(/\D/g, "")}`;
}

/**
 * How the payment integration takes money: it describes the card element, not a business figure, so it is no
 * shop setting. Delivery times, returns and warranty are the admin's (ShopSettings.policies).
 */
export const PAYMENT_METHODS = {
  cardBrands: ["Visa", "Mastercard", "American Express"] as const,
  /** What the payment element offers besides cards: the checkout's element and the pages read this. */
  wallets: { applePay: false, googlePay: false },
} as const;

const abroadCountry = SHIPPING_COUNTRIES.find((c) => !isUkCountry(c.code))?.code ?? "US";

/** The delivery charges of the shared shipping rule: the UK and anywhere else the shop delivers to. */
export function deliveryChargesPence(rules: ShippingRules): { uk: number; abroad: number } {
  return { uk: shippingPence("GB", rules), abroad: shippingPence(abroadCountry, rules) };
}

/** "free UK delivery", or the UK charge when the admin's settings make UK delivery paid. */
export function ukDeliveryPhrase(rules: ShippingRules): string {
  const { uk } = deliveryChargesPence(rules);
  return uk === 0 ? "free UK delivery" : `UK delivery ${formatPence(uk)}`;
}
