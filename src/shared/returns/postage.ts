import type { ShopSettings } from "../schemas/shop-settings.ts";
import { isFaultReason, type ReturnReason } from "./reasons.ts";

/** The shop pays to have a fault (faulty, damaged, wrong item) sent back; a change of mind as the owner set. */
export const shopPaysReturn = (reason: ReturnReason, settings: Pick<ShopSettings, "returns">): boolean =>
  isFaultReason(reason) || settings.returns.postagePayer === "shop";

export interface PostalAddress {
  addressLines: string[];
  city: string;
  postcode: string;
}

const UK_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/i;

/**
 * A UK address written as the owner types it ("9 Test Yard, York YO1 9TT", or one part per line) in the
 * parts a carrier's label takes; null when it has no postcode at its end or no street before its town.
 */
export function postalAddressOf(text: string): PostalAddress | null {
  const parts = text
    .split(/[\n,]/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const last = parts.pop();
  const match = last ? UK_POSTCODE.exec(last) : null;
  if (!last || !match) return null;
  const postcode = `${match[1]} ${match[2]}`.toUpperCase();
  const before = last.slice(0, match.index).trim();
  const city = before || parts.pop() || "";
  if (!city || parts.length === 0 || parts.length > 3) return null;
  return { addressLines: parts, city, postcode };
}
