import { formatSurcharge } from "#shared/money.ts";
import type { PricedOption } from "./types.ts";

/** ["a", "b", "c"] -> "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** "Grey Tint (+£15.00), Polarized (+£20.00) and Clear (included)". */
export function listSurcharges(options: readonly PricedOption[]): string {
  return joinWords(options.map((o) => `${o.name} (${formatSurcharge(o.price, "included")})`));
}
