import { LENS_MAKER_NAME } from "#shared/catalogue.ts";
import { parseDecimalToPence } from "#shared/money.ts";

/** Frame pictures are named after the colour: "Kerry Green" -> /images/kerry-green.jpg. */
export function colorImagePath(name: string): string {
  return `/images/${name.toLowerCase().trim().replace(/\s+/g, "-")}.jpg`;
}

const MAKER = LENS_MAKER_NAME.toLowerCase();

export function hasLensMakerName(name: string): boolean {
  return name.toLowerCase().includes(MAKER);
}

/** A catalogue price in pence; a malformed value counts as 0 rather than breaking the page. */
export function pence(decimal: string | undefined): number {
  return (decimal && parseDecimalToPence(decimal)) || 0;
}
