import { describe, expect, it } from "vitest";
import { mediaFixture } from "#shared/media-fixtures.ts";
import { PublicMedia } from "#shared/schemas/media.ts";
import { INVALID } from "#web/lib/shape.ts";
import { readPublicMedia } from "./readers.ts";

describe("the media map's reader", () => {
  const media = mediaFixture({ "product:4": [1, 2], about: [3] }, { "video:prescriptionPro": 9 });

  it("reads what the zod schema accepts, as zod does", () => {
    expect(readPublicMedia(media)).toEqual(PublicMedia.parse(media));
    const partial = structuredClone(media);
    const first = partial.images["product:4"]?.[0];
    if (first) first.crops = { original: first.crops.original };
    expect(readPublicMedia(partial)).toEqual(PublicMedia.parse(partial));
  });

  it("refuses what the zod schema refuses", () => {
    const broken = [
      { images: [], videos: {} },
      { ...media, images: { about: [{ ...media.images.about?.[0], width: "wide" }] } },
      {
        ...media,
        videos: {
          "video:x": {
            ...media.videos["video:prescriptionPro"],
            sources: [{ src: "/a", type: "video/ogg" }],
          },
        },
      },
    ];
    for (const value of broken) {
      expect(PublicMedia.safeParse(value).success).toBe(false);
      expect(readPublicMedia(value)).toBe(INVALID);
    }
  });
});
