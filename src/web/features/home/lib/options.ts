import { LENS_MAKER_NAME } from "#shared/catalogue.ts";

/** Frame pictures are named after the colour: "Kerry Green" -> /images/kerry-green.jpg. */
export function colorImagePath(name: string): string {
  return `/images/${name.toLowerCase().trim().replace(/\s+/g, "-")}.jpg`;
}

const MAKER = LENS_MAKER_NAME.toLowerCase();

export function hasLensMakerName(name: string): boolean {
  return name.toLowerCase().includes(MAKER);
}
