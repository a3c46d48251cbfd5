/** Paths of the build-time images (scripts/images.mjs); see public/images/manifest.json. */

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
