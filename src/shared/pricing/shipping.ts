import { INTERNATIONAL_SHIPPING_PENCE, UK_COUNTRY_NAMES } from "../catalogue.ts";

export function isUkCountry(country: string): boolean {
  return (UK_COUNTRY_NAMES as readonly string[]).includes(country.trim().toLowerCase());
}

/** Free in the UK, £10 anywhere else. */
export function shippingPence(country: string): number {
  return isUkCountry(country) ? 0 : INTERNATIONAL_SHIPPING_PENCE;
}
