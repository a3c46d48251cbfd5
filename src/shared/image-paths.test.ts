import { describe, expect, it } from "vitest";
import { LENS_MAKER_NAME } from "./catalogue.ts";
import { lensTintSlug, previewLayers } from "./image-paths.ts";

describe("lensTintSlug", () => {
  it.each([
    [`${LENS_MAKER_NAME} Blue Mirror`, "blue-mirror"],
    [`${LENS_MAKER_NAME} Grey`, "grey"],
    ["Ultimate Transitions", "ultimate-transitions"],
    ["XtrActive Transitions", "xtractive-transitions"],
  ])("%s -> %s", (name, slug) => {
    expect(lensTintSlug(name)).toBe(slug);
  });
});

describe("previewLayers", () => {
  it("names the backdrop, lens and front layers of one set", () => {
    expect(previewLayers("africa-standard", "Kerry Green", "rx-clear")).toEqual({
      frame: "/images/preview/africa-standard/frame-kerry-green.jpg",
      lens: "/images/preview/africa-standard/lens-rx-clear.webp",
      front: "/images/preview/africa-standard/front-kerry-green.webp",
    });
  });
});
