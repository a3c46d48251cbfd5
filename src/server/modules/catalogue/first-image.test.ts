import { describe, expect, it } from "vitest";
import { publicMedia } from "#shared/media/public-media.ts";
import { photoVariants, videoVariants } from "#shared/media/test-variants.ts";
import { firstImage } from "./first-image.ts";

const item = (id: number, kind: "photo" | "video") => ({
  id,
  kind,
  status: "ready" as const,
  alt: `Item ${id}`,
  caption: null,
  focalX: 0.5,
  focalY: 0.5,
  placeholder: null,
  variants: kind === "photo" ? photoVariants(`h${id}`) : videoVariants(`h${id}`),
});

describe("a place's first picture", () => {
  const media = publicMedia(
    [item(1, "photo"), item(2, "photo"), item(3, "video")],
    [
      { id: 1, mediaId: 2, target: "product:4", position: 2 },
      { id: 2, mediaId: 1, target: "product:4", position: 1 },
      { id: 3, mediaId: 3, target: "video:prescriptionPro", position: 1 },
    ],
  );

  it("is the first photo in the owner's order, or a video slot's poster", () => {
    expect(firstImage({ media }, "product:4")?.id).toBe(1);
    expect(firstImage({ media }, "video:prescriptionPro")?.crops.wide?.src).toBe(
      "/media/h3-poster-wide-1200.jpeg",
    );
  });

  it("is null for a place with nothing, whatever its name", () => {
    for (const target of ["product:5", "about", "constructor", "__proto__", "toString"])
      expect(firstImage({ media }, target)).toBeNull();
  });
});
