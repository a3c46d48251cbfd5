// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaFixture } from "#shared/media-fixtures.ts";
import { EMPTY_MEDIA, mediaTargets } from "#shared/media-pick.ts";
import type { PublicMedia } from "#shared/schemas/media.ts";
import { sunglasses } from "#web/basket/basket-fixtures.ts";
import { LineThumbnail } from "#web/basket/LineThumbnail.tsx";
import { ConfiguratorPreview } from "#web/components/ConfiguratorPreview.tsx";
import { ConfiguredVideo } from "#web/components/ConfiguredVideo.tsx";
import { ProductGallery } from "#web/components/ProductGallery.tsx";
import { galleryViews } from "./gallery-views.ts";
import { withMedia } from "./test-render.tsx";
import { useImages } from "./use-media.ts";

afterEach(cleanup);

const UPLOADED = mediaFixture(
  {
    [mediaTargets.product(PRODUCT_IDS.primary)]: [1, 2],
    [mediaTargets.frameColour(1)]: [3],
  },
  { "video:lensInstallation": 9 },
);

const DRAWINGS = [
  { label: "Front", src: "/images/views/primary-front.jpg", alt: "From the front", width: 800, height: 600 },
];

function Gallery() {
  const uploads = useImages(mediaTargets.product(PRODUCT_IDS.primary));
  return <ProductGallery product="Primary+" views={galleryViews(uploads, DRAWINGS, "landscape")} priority />;
}

const srcOf = (name: string) => screen.getByRole("img", { name }).getAttribute("src");

describe("each place shows the owner's upload when there is one, else the drawing", () => {
  it("a product gallery: the product's photos, 4:3, else its drawn views", () => {
    withMedia(<Gallery />, UPLOADED);
    expect(srcOf("Photo 1")).toBe("/media/p1-landscape-960.jpg");
    const thumbs = within(screen.getByRole("group", { name: "Views" })).getAllByRole("button");
    expect(thumbs.map((b) => b.getAttribute("aria-label"))).toEqual(["Photo 1 of 2", "Photo 2 of 2"]);
    cleanup();
    withMedia(<Gallery />, EMPTY_MEDIA);
    expect(srcOf("From the front")).toBe("/images/views/primary-front.jpg");
  });

  it("the configurator preview: the colour's photo, else the drawn layers", () => {
    const preview = (upload?: PublicMedia["images"][string][number]) =>
      render(
        <ConfiguratorPreview
          set="primary"
          colorName="Ronhill Black"
          lens="grey"
          alt="Preview"
          upload={upload}
        />,
      );
    const { container } = preview(UPLOADED.images[mediaTargets.frameColour(1)]?.[0]);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/media/p3-landscape-960.jpg");
    expect(container.querySelectorAll("img")).toHaveLength(1);
    // The photo shows what the owner photographed, not the drawn lens: their alt text describes it.
    expect(screen.getByRole("img", { name: "Photo 3" })).toBe(container.firstElementChild);
    cleanup();
    const drawn = preview(undefined).container;
    expect(screen.getByRole("img", { name: "Preview" })).toBe(drawn.firstElementChild);
    expect([...drawn.querySelectorAll("img")].map((i) => i.dataset.layer)).toEqual([
      "frame",
      "lens",
      "front",
    ]);
  });

  it("a basket line: its colour's photo, else the product's, else the drawing", () => {
    const thumb = () =>
      screen.getByTestId("line-thumbnail").querySelector("img")?.getAttribute("src") ??
      screen.getByTestId("line-thumbnail").getAttribute("src");
    withMedia(<LineThumbnail item={sunglasses()} />, UPLOADED);
    expect(thumb()).toBe("/media/p3-landscape-960.jpg");
    cleanup();
    withMedia(<LineThumbnail item={sunglasses({ color: { id: 2, name: "Celeste" } })} />, UPLOADED);
    expect(thumb()).toBe("/media/p1-landscape-960.jpg");
    cleanup();
    withMedia(<LineThumbnail item={sunglasses({ color: { id: 2, name: "Celeste" } })} />, EMPTY_MEDIA);
    expect(thumb()).toBe("/images/celeste-480w.webp");
  });

  it("a video slot: the uploaded video with its poster, inline with controls; nothing without one or a setting", () => {
    const image = { src: "/images/hero-prescription.jpg", width: 1200, height: 675, alt: "Still" };
    const { container } = withMedia(
      <ConfiguredVideo slot="lensInstallation" title="Fitting a lens" image={image} />,
      UPLOADED,
    );
    const video = container.querySelector("video");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.hasAttribute("playsinline")).toBe(true);
    expect(video?.getAttribute("poster")).toBe("/media/p1009-landscape-960.jpg");
    expect([...container.querySelectorAll("source")].map((s) => s.getAttribute("type"))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
    cleanup();
    const none = withMedia(<ConfiguredVideo slot="prescriptionPro" title="x" image={image} />, UPLOADED);
    expect(none.container.querySelector("video")).toBeNull();
  });
});
