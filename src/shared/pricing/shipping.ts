import { SHIPPING_COUNTRIES, UK_COUNTRY_NAMES } from "../catalogue.ts";
import type { ShopSettings } from "../schemas/shop-settings.ts";

export type ShippingRules = Pick<ShopSettings, "internationalShippingPence" | "freeShippingCountries">;

type ShippingCountryCode = (typeof SHIPPING_COUNTRIES)[number]["code"];

export function isUkCountry(country: string): boolean {
  return (UK_COUNTRY_NAMES as readonly string[]).includes(country.trim().toLowerCase());
}

/** Free to the countries the shop settings list, the international charge anywhere else. */
export function shippingPence(country: string, rules: ShippingRules): number {
  const code = shippingCountryCode(country);
  const free = code !== null && rules.freeShippingCountries.includes(code);
  return free ? 0 : rules.internationalShippingPence;
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
