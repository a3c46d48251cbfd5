import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LCP_IMAGES, PRELOAD_FORMAT, variantSrcSet } from "#shared/lcp-images.ts";
import type { Product } from "#shared/schemas/catalogue.ts";
import { AfricaHero } from "./features/africa-r3d/components/AfricaHero.tsx";
import { HomeHero } from "./features/home/components/HomeHero.tsx";
import { RxGallery } from "./features/prescription/components/RxGallery.tsx";
import { SockCarousel } from "./features/products/components/socks/SockCarousel.tsx";
import { createQueryClient } from "./lib/query-client.ts";

const product: Product = {
  id: 1,
  name: "Primary+",
  description: "Sports sunglasses",
  basePrice: "89.99",
  price: "89.99",
  productType: "sunglasses",
  features: [],
  technicalSpecs: [],
  requiresPrescription: false,
};

/** Each page's first-view part holding its LCP image, as the page renders it. */
const PAGES: Record<string, ReactElement> = {
  "/": <HomeHero product={product} />,
  "/sports-socks": <SockCarousel />,
  "/prescription-pro": <RxGallery name="Prescription Pro" priority />,
  "/africa-r3d": <AfricaHero />,
};

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (s: string | undefined) => s?.replaceAll("&amp;", "&").replaceAll("&quot;", '"');

/** The first high-priority <picture> of the markup: its AVIF source and its <img>. */
function lcpPicture(html: string) {
  const img = html.match(/<img [^>]*fetchPriority="high"[^>]*>/)?.[0];
  if (!img) throw new Error("no high-priority image");
  const before = html.slice(0, html.indexOf(img));
  const source = [...before.matchAll(/<source [^>]*>/g)].map((m) => m[0]).findLast((s) => s.includes("avif"));
  if (!source) throw new Error("no AVIF source");
  return { img, source };
}

describe("each page's LCP picture is the one the server preloads", () => {
  it("covers every page with a preloaded image", () => {
    expect(Object.keys(PAGES).sort()).toEqual(Object.keys(LCP_IMAGES).sort());
  });

  for (const [path, element] of Object.entries(PAGES)) {
    it(`${path} renders its LCP picture eagerly with the preloaded candidates and sizes`, () => {
      const image = LCP_IMAGES[path as keyof typeof LCP_IMAGES];
      const { img, source } = lcpPicture(
        renderToStaticMarkup(
          <QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>,
        ),
      );
      expect(attr(source, "type")).toBe(PRELOAD_FORMAT.type);
      expect(decode(attr(source, "srcSet"))).toBe(variantSrcSet(image.src, PRELOAD_FORMAT.format));
      expect(decode(attr(source, "sizes"))).toBe(image.sizes);
      expect(decode(attr(img, "sizes"))).toBe(image.sizes);
      expect(attr(img, "loading")).toBe("eager");
      expect(attr(img, "width")).toBe(String(image.width));
      expect(attr(img, "height")).toBe(String(image.height));
    });
  }
});
