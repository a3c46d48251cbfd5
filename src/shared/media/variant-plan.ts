import type { ImageFormat, MediaCrop } from "#shared/schemas/media.ts";

/** Width over height of each crop; `original` keeps the picture's own. */
export const CROP_ASPECTS: Record<Exclude<MediaCrop, "original">, number> = {
  square: 1,
  landscape: 4 / 3,
  wide: 1.91,
};

/** The widths made of each crop (never wider than the crop of the source itself). */
export const CROP_WIDTHS: Record<MediaCrop, readonly number[]> = {
  original: [480, 960, 1600, 2400],
  square: [160, 480, 960],
  landscape: [480, 960, 1600],
  wide: [1200],
};

/** The wide crop is for share cards, which want a JPEG; the others are for `<picture>`. */
export const CROP_FORMATS: Record<MediaCrop, readonly ImageFormat[]> = {
  original: ["avif", "webp", "jpeg"],
  square: ["avif", "webp", "jpeg"],
  landscape: ["avif", "webp", "jpeg"],
  wide: ["jpeg"],
};

/** The admin's list shows the narrowest square JPEG. */
export const THUMBNAIL = { crop: "square", format: "jpeg", width: 160 } as const;

/** The blurred stand-in put inline in the page: a WebP this wide, well under 1 KB as a data: URI. */
export const PLACEHOLDER_WIDTH = 16;
export const PLACEHOLDER_MAX_BYTES = 1024;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface CropPlan {
  crop: MediaCrop;
  box: Box;
  formats: readonly ImageFormat[];
  /** Each with its height, in the crop's proportions. */
  sizes: { width: number; height: number }[];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The largest box of `aspect` (width / height) inside the picture, centred on the focal point (0–1 on each
 * axis) as far as the picture's edges allow.
 */
export function cropBox(srcW: number, srcH: number, aspect: number, focalX: number, focalY: number): Box {
  const width = Math.max(1, Math.min(srcW, Math.round(srcH * aspect)));
  const height = Math.max(1, Math.min(srcH, Math.round(width / aspect)));
  const left = Math.round(clamp(focalX * srcW - width / 2, 0, srcW - width));
  const top = Math.round(clamp(focalY * srcH - height / 2, 0, srcH - height));
  return { left, top, width, height };
}

/** The crop's widths that fit in a box this wide; a box narrower than them all gets its own width. */
export function widthsFor(crop: MediaCrop, boxWidth: number): number[] {
  const fitting = CROP_WIDTHS[crop].filter((w) => w <= boxWidth);
  return fitting.length > 0 ? fitting : [boxWidth];
}

/** Every crop of a picture this size, with its box and the sizes and formats to make of it. */
export function variantPlan(srcW: number, srcH: number, focalX: number, focalY: number): CropPlan[] {
  const plans: CropPlan[] = [
    { crop: "original", box: { left: 0, top: 0, width: srcW, height: srcH }, formats: [], sizes: [] },
  ];
  for (const [crop, aspect] of Object.entries(CROP_ASPECTS) as [keyof typeof CROP_ASPECTS, number][]) {
    plans.push({ crop, box: cropBox(srcW, srcH, aspect, focalX, focalY), formats: [], sizes: [] });
  }
  return plans.map((plan) => ({
    ...plan,
    formats: CROP_FORMATS[plan.crop],
    sizes: widthsFor(plan.crop, plan.box.width).map((width) => ({
      width,
      height: Math.max(1, Math.round((width * plan.box.height) / plan.box.width)),
    })),
  }));
}

/** The crops a new focal point changes (the original is the whole picture, whatever the focal point). */
export const isFocalCrop = (crop: MediaCrop) => crop !== "original";
