import { LENS_MAKER_NAME } from "./catalogue.ts";
import { lensTintSlug } from "./image-paths.ts";

const MAX_LENS_THUMBNAILS = 6;
const ULTIMATE_TRANSITIONS = "ultimate transitions";

export function isMakerLens(name: string): boolean {
  return name.toLowerCase().includes(LENS_MAKER_NAME.toLowerCase());
}

/** Only the maker's lenses and Ultimate Transitions are sold as replacements, at most six. */
export function spareLensChoices<T extends { name: string }>(lenses: readonly T[]): T[] {
  return lenses
    .filter((lens) => isMakerLens(lens.name) || lens.name.toLowerCase().includes(ULTIMATE_TRANSITIONS))
    .slice(0, MAX_LENS_THUMBNAILS);
}

/** "Brennweite Blue Mirror" -> /images/lenses/blue-mirror.jpg */
export function spareLensImage(name: string): string {
  return `/images/lenses/${lensTintSlug(name)}.jpg`;
}
