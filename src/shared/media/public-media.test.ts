import { describe, expect, it } from "vitest";
import { PublicMedia } from "../schemas/media.ts";
import { type MapAttachment, type MapItem, publicMedia } from "./public-media.ts";
import { photoVariants, videoVariants } from "./test-variants.ts";

const photo = (id: number, over: Partial<MapItem> = {}): MapItem => ({
  id,
  kind: "photo",
  status: "ready",
  alt: `Photo ${id}`,
  caption: null,
  focalX: 0.5,
  focalY: 0.25,
  placeholder: "data:image/webp;base64,AAAA",
  variants: photoVariants(`p${id}`),
  ...over,
});
const video = (id: number, over: Partial<MapItem> = {}): MapItem => ({
  ...photo(id),
  kind: "video",
  alt: `Video ${id}`,
  variants: videoVariants(`v${id}`),
  ...over,
});
let next = 1;
const at = (target: string, mediaId: number, position: number): MapAttachment => ({
  id: next++,
  mediaId,
  target,
  position,
});

describe("the public map of media", () => {
  it("builds each crop's srcset per format, narrowest first, and src from the widest JPEG", () => {
    const map = publicMedia([photo(1)], [at("product:1", 1, 1)]);
    expect(PublicMedia.parse(map)).toEqual(map);
    const [image] = map.images["product:1"] ?? [];
    expect(image).toMatchObject({ id: 1, alt: "Photo 1", width: 960, height: 640, focalY: 0.25 });
    expect(image?.crops.original).toEqual({
      width: 960,
      height: 640,
      srcset: {
        avif: "/media/p1-original-480.avif 480w, /media/p1-original-960.avif 960w",
        webp: "/media/p1-original-480.webp 480w, /media/p1-original-960.webp 960w",
        jpeg: "/media/p1-original-480.jpeg 480w, /media/p1-original-960.jpeg 960w",
      },
      src: "/media/p1-original-960.jpeg",
    });
    expect(image?.crops.square?.src).toBe("/media/p1-square-640.jpeg");
    expect(image?.crops.wide).toEqual({
      width: 1200,
      height: 628,
      srcset: { jpeg: "/media/p1-wide-1200.jpeg 1200w" },
      src: "/media/p1-wide-1200.jpeg",
    });
  });

  it("keeps the owner's order per place, whatever order the rows come in", () => {
    const items = [photo(1), photo(2), photo(3)];
    const map = publicMedia(items, [
      at("product:1", 3, 2),
      at("frame-colour:4", 1, 1),
      at("product:1", 1, 3),
      at("product:1", 2, 1),
    ]);
    expect(map.images["product:1"]?.map((i) => i.id)).toEqual([2, 3, 1]);
    expect(map.images["frame-colour:4"]?.map((i) => i.id)).toEqual([1]);
    expect(Object.keys(map.images)).toEqual(["frame-colour:4", "product:1"]);
  });

  it("leaves out items processing, failed or not loaded, and places left empty", () => {
    const map = publicMedia(
      [photo(1, { status: "processing" }), photo(2, { status: "failed" }), photo(3)],
      [at("about", 1, 1), at("about", 2, 2), at("about", 3, 3), at("product:2", 9, 1), at("product:3", 1, 1)],
    );
    expect(map).toEqual({ images: { about: [expect.objectContaining({ id: 3 })] }, videos: {} });
  });

  it("makes a video of its files (WebM first) with its poster, one per slot", () => {
    const map = publicMedia(
      [video(5), video(6)],
      [at("video:prescriptionPro", 6, 2), at("video:prescriptionPro", 5, 1)],
    );
    expect(PublicMedia.parse(map)).toEqual(map);
    const shown = map.videos["video:prescriptionPro"];
    expect(shown?.id).toBe(5);
    expect(shown?.sources).toEqual([
      { src: "/media/v5-original-1280.webm", type: "video/webm" },
      { src: "/media/v5-original-1280.mp4", type: "video/mp4" },
    ]);
    expect(shown?.poster?.crops.original?.src).toBe("/media/v5-poster-original-960.jpeg");
    expect(shown?.poster?.crops.original?.srcset.avif).toContain("v5-poster-original-480.avif 480w");
  });

  it("gives a video without a poster a null poster, and leaves out one with no playable file", () => {
    const bare = video(7, { variants: videoVariants("v7").filter((v) => !v.poster) });
    const silent = video(8, { variants: videoVariants("v8").filter((v) => v.poster) });
    const map = publicMedia(
      [bare, silent],
      [at("video:lensInstallation", 7, 1), at("video:prescriptionPro", 8, 1)],
    );
    expect(map.videos["video:lensInstallation"]?.poster).toBeNull();
    expect(map.videos["video:prescriptionPro"]).toBeUndefined();
  });

  it("never puts a video among photos nor a photo in a video slot", () => {
    const map = publicMedia([photo(1), video(2)], [at("product:1", 2, 1), at("video:prescriptionPro", 1, 1)]);
    expect(map).toEqual({ images: {}, videos: {} });
  });

  it("leaves out a crop without a JPEG, and a photo with no usable crop", () => {
    const noJpegSquare = photoVariants("p1").filter((v) => !(v.crop === "square" && v.format === "jpeg"));
    const map = publicMedia(
      [
        photo(1, { variants: noJpegSquare }),
        photo(2, { variants: photoVariants("p2").filter((v) => v.format === "avif") }),
      ],
      [at("about", 1, 1), at("about", 2, 2)],
    );
    const images = map.images.about ?? [];
    expect(images.map((i) => i.id)).toEqual([1]);
    expect(Object.keys(images[0]?.crops ?? {})).toEqual(["original", "landscape", "wide"]);
  });

  it("lists a width once per format, and a missing placeholder is empty", () => {
    const twice = [...photoVariants("p1"), ...photoVariants("p1")];
    const map = publicMedia([photo(1, { variants: twice, placeholder: null })], [at("about", 1, 1)]);
    const [image] = map.images.about ?? [];
    expect(image?.crops.original?.srcset.jpeg).toBe(
      "/media/p1-original-480.jpeg 480w, /media/p1-original-960.jpeg 960w",
    );
    expect(image?.placeholder).toBe("");
  });
});
