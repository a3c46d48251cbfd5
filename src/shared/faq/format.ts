import { formatPence } from "#shared/money.ts";
import type { PricedOption } from "./types.ts";

export const price = formatPence;

/** ["a", "b", "c"] -> "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** "Grey Tint (+£15.00), Polarized (+£20.00) and Clear (included)". */
export function listSurcharges(options: readonly PricedOption[]): string {
  return joinWords(options.map((o) => `${o.name} (${o.price > 0 ? `+${price(o.price)}` : "included"})`));
}

/** A signed dioptre value as prescriptions write it: "+3.50", "-4.00". */
export function dioptres(value: number): string {
  return `${value > 0 ? "+" : value < 0 ? "-" : ""}${Math.abs(value).toFixed(2)}`;
}
