import { INTERNATIONAL_SHIPPING_PENCE, SHIPPING_COUNTRIES, UK_COUNTRY_NAMES } from "../catalogue.ts";

export type ShippingCountryCode = (typeof SHIPPING_COUNTRIES)[number]["code"];

export function isUkCountry(country: string): boolean {
  return (UK_COUNTRY_NAMES as readonly string[]).includes(country.trim().toLowerCase());
}

/** Free in the UK, £10 anywhere else. */
export function shippingPence(country: string): number {
  return isUkCountry(country) ? 0 : INTERNATIONAL_SHIPPING_PENCE;
}

/**
 * The ISO code of a country the shop delivers to (the checkout's list), given its code or its name in any
 * case; every UK name is GB. Null for anywhere else: the carrier needs a code, and the list is the offer.
 */
export function shippingCountryCode(country: string): ShippingCountryCode | null {
  if (isUkCountry(country)) return "GB";
  const wanted = country.trim().toLowerCase();
  const found = SHIPPING_COUNTRIES.find(
    (c) => c.code.toLowerCase() === wanted || c.name.toLowerCase() === wanted,
  );
  return found?.code ?? null;
}
