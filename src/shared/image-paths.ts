/** Paths of the build-time images (scripts/images.mjs); see public/images/manifest.json. */
import { LENS_MAKER_NAME } from "./catalogue.ts";

/** "Africa (Standard)" -> "africa-standard", "Ronhill Black" -> "ronhill-black". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A frame colour's photo: /images/{colour name lowercased, spaces to hyphens}.jpg */
export function frameColorImage(colorName: string): string {
  return `/images/${slugify(colorName)}.jpg`;
}

/** "Brennweite Blue Mirror" -> "blue-mirror": a lens type's tint, the maker's name dropped. */
export function lensTintSlug(name: string): string {
  const at = name.toLowerCase().indexOf(LENS_MAKER_NAME.toLowerCase());
  return slugify(at === -1 ? name : name.slice(0, at) + name.slice(at + LENS_MAKER_NAME.length));
}

/**
 * The configurator preview's three stacked layers (scripts/images/preview.mjs): the backdrop with the
 * frame's back, the lens, and the frame's front. `set` is "primary" for the shield frame or an Africa
 * R3D frame's slug; `lens` is the slug of a lens layer in that set.
 */
export function previewLayers(set: string, colorName: string, lens: string) {
  const dir = `/images/preview/${set}`;
  const colour = slugify(colorName);
  return {
    frame: previewFrame(set, colorName),
    lens: `${dir}/lens-${lens}.webp`,
    front: `${dir}/front-${colour}.webp`,
  };
}

/** The preview's bottom layer, the largest picture of a configurator's first view. */
export const previewFrame = (set: string, colorName: string): string =>
  `/images/preview/${set}/frame-${slugify(colorName)}.jpg`;

/** Intrinsic size of the preview layers. */
export const PREVIEW_SIZE = { width: 640, height: 480 } as const;
