import { LENS_MAKER_NAME } from "#shared/catalogue.ts";
import type { LensType } from "#shared/schemas/catalogue.ts";
import { slugify } from "#web/components/image-paths.ts";

export const MAX_LENS_THUMBNAILS = 6;
const ULTIMATE_TRANSITIONS = "ultimate transitions";

export function isMakerLens(name: string): boolean {
  return name.toLowerCase().includes(LENS_MAKER_NAME.toLowerCase());
}

/** Only the maker's lenses and Ultimate Transitions are sold as replacements, at most six. */
export function spareLensChoices(lenses: readonly LensType[]): LensType[] {
  return lenses
    .filter((lens) => isMakerLens(lens.name) || lens.name.toLowerCase().includes(ULTIMATE_TRANSITIONS))
    .slice(0, MAX_LENS_THUMBNAILS);
}

/** "Brennweite Blue Mirror" -> /images/lenses/blue-mirror.jpg */
export function spareLensImage(name: string): string {
  const at = name.toLowerCase().indexOf(LENS_MAKER_NAME.toLowerCase());
  const tint = at === -1 ? name : name.slice(0, at) + name.slice(at + LENS_MAKER_NAME.length);
  return `/images/lenses/${slugify(tint)}.jpg`;
}
