// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { publicImageFixture } from "#shared/media-fixtures.ts";
import { MediaPicture } from "./MediaPicture.tsx";
import { Picture } from "./Picture.tsx";

afterEach(cleanup);

const image = publicImageFixture(7, "A runner on the fell");
const SIZES = "(min-width: 768px) 50vw, 100vw";

describe("MediaPicture", () => {
  it("offers AVIF, then WebP, then the JPEG <img> of the crop, all with the sizes", () => {
    const { container } = render(<MediaPicture image={image} crop="square" sizes={SIZES} />);
    const sources = [...container.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("srcset")).toBe(image.crops.square?.srcset.avif);
    expect(sources[1]?.getAttribute("srcset")).toBe(image.crops.square?.srcset.webp);
    for (const s of sources) expect(s.getAttribute("sizes")).toBe(SIZES);
    const img = screen.getByRole("img", { name: "A runner on the fell" });
    expect(img.getAttribute("src")).toBe(image.crops.square?.src);
    expect(img.getAttribute("srcset")).toBe(image.crops.square?.srcset.jpeg);
    expect(img.getAttribute("sizes")).toBe(SIZES);
    expect(img.getAttribute("width")).toBe("1200");
    expect(img.getAttribute("height")).toBe("1200");
  });

  it("is lazy unless it is the page's LCP picture, which is eager with high priority", () => {
    render(<MediaPicture image={image} crop="landscape" sizes={SIZES} />);
    const lazy = screen.getByRole("img");
    expect(lazy.getAttribute("loading")).toBe("lazy");
    expect(lazy.getAttribute("fetchpriority")).toBeNull();
    cleanup();
    render(<MediaPicture image={image} crop="landscape" sizes={SIZES} priority />);
    const lcp = screen.getByRole("img");
    expect(lcp.getAttribute("loading")).toBe("eager");
    expect(lcp.getAttribute("fetchpriority")).toBe("high");
    expect(lcp.getAttribute("width")).toBe("1600");
    expect(lcp.getAttribute("height")).toBe("1200");
  });

  it("shows the blurred placeholder behind the picture until it loads", () => {
    render(<MediaPicture image={image} crop="wide" sizes={SIZES} />);
    const img = screen.getByRole("img");
    expect(img.style.backgroundImage).toContain(image.placeholder);
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe("");
  });

  it("falls back to the picture as uploaded when the crop was not made, and may be decorative", () => {
    const only = { ...image, crops: { original: image.crops.original } };
    const { container } = render(<MediaPicture image={only} crop="square" sizes={SIZES} alt="" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe(image.crops.original?.src);
    expect(img?.getAttribute("alt")).toBe("");
  });
});

describe("Picture: the upload where there is one, else the drawing", () => {
  const drawing = { src: "/images/socks/sock-1.jpg", alt: "Socks", width: 800, height: 800, sizes: SIZES };

  it("shows the drawing's variants without an upload", () => {
    const { container } = render(<Picture crop="square" {...drawing} />);
    const img = screen.getByRole("img", { name: "Socks" });
    expect(img.getAttribute("src")).toBe("/images/socks/sock-1.jpg");
    expect(container.querySelector("source")?.getAttribute("srcset")).toContain(
      "/images/socks/sock-1-480w.avif",
    );
  });

  it("shows the upload, described by its own alt text, when there is one", () => {
    render(<Picture crop="square" upload={image} {...drawing} />);
    const img = screen.getByRole("img", { name: "A runner on the fell" });
    expect(img.getAttribute("src")).toBe(image.crops.square?.src);
  });
});
