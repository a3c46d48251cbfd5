import type { MediaCrop, PublicImage, PublicMedia, PublicVideo } from "./schemas/media.ts";

const CROP_SIZES: Record<MediaCrop, [number, number]> = {
  original: [1600, 1200],
  square: [1200, 1200],
  landscape: [1600, 1200],
  wide: [1600, 838],
};

/** A ready photo for tests, as the media job would publish it: every crop at 480 and 960 px wide. */
export function publicImageFixture(id: number, alt = `Photo ${id}`): PublicImage {
  const crops = Object.fromEntries(
    Object.entries(CROP_SIZES).map(([crop, [width, height]]) => {
      const at = (w: number, format: string) => `/media/p${id}-${crop}-${w}.${format} ${w}w`;
      const set = (format: string) => `${at(480, format)}, ${at(960, format)}`;
      return [
        crop,
        {
          width,
          height,
          srcset: { avif: set("avif"), webp: set("webp"), jpeg: set("jpg") },
          src: `/media/p${id}-${crop}-960.jpg`,
        },
      ];
    }),
  );
  return {
    id,
    alt,
    caption: null,
    width: 1600,
    height: 1200,
    focalX: 0.5,
    focalY: 0.5,
    placeholder: "data:image/webp;base64,UklGRg==",
    crops,
  };
}

export function publicVideoFixture(id: number): PublicVideo {
  return {
    id,
    alt: `Video ${id}`,
    caption: null,
    sources: [
      { src: `/media/v${id}.webm`, type: "video/webm" },
      { src: `/media/v${id}.mp4`, type: "video/mp4" },
    ],
    poster: publicImageFixture(id + 1000, `Poster ${id}`),
  };
}

/** A media map from target -> photo ids (and video slot -> video id). */
export function mediaFixture(
  images: Record<string, number[]>,
  videos: Record<string, number> = {},
): PublicMedia {
  return {
    images: Object.fromEntries(
      Object.entries(images).map(([target, ids]) => [target, ids.map((id) => publicImageFixture(id))]),
    ),
    videos: Object.fromEntries(
      Object.entries(videos).map(([target, id]) => [target, publicVideoFixture(id)]),
    ),
  };
}
