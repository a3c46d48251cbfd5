import type { MediaCrop, MediaVariant } from "../schemas/media.ts";

/** Width to height of each crop the media job makes (the original's taken as 3:2 here). */
const RATIOS: Record<MediaCrop, number> = { original: 3 / 2, square: 1, landscape: 4 / 3, wide: 1.91 };

const file = (
  hash: string,
  crop: MediaCrop,
  format: MediaVariant["format"],
  width: number,
  poster?: boolean,
): MediaVariant => ({
  crop,
  format,
  width,
  height: Math.round(width / RATIOS[crop]),
  path: `/media/${hash}-${crop}-${width}.${format}`,
  ...(poster ? { poster } : {}),
});

/** A plausible photo's public files: AVIF, WebP and JPEG per crop at two widths, the wide crop as one JPEG. */
export function photoVariants(hash: string, opts: { poster?: boolean } = {}): MediaVariant[] {
  const crops: [MediaCrop, number[]][] = [
    ["original", [480, 960]],
    ["square", [320, 640]],
    ["landscape", [480, 960]],
  ];
  return [
    ...crops.flatMap(([crop, widths]) =>
      widths.flatMap((w) =>
        (["avif", "webp", "jpeg"] as const).map((f) => file(hash, crop, f, w, opts.poster)),
      ),
    ),
    file(hash, "wide", "jpeg", 1200, opts.poster),
  ];
}

/** A plausible video's public files: one MP4, one WebM and its poster's pictures. */
export function videoVariants(hash: string): MediaVariant[] {
  return [
    file(hash, "original", "mp4", 1280),
    file(hash, "original", "webm", 1280),
    ...photoVariants(`${hash}-poster`, { poster: true }),
  ];
}
