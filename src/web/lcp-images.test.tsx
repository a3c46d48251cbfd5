import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_FRAME_COLOR_ID, LENS_MAKER_NAME, PRODUCT_IDS } from "#shared/catalogue.ts";
import { lensTypeFixture as lens } from "#shared/catalogue-fixtures.ts";
import { variantSrcSet } from "#shared/image-variants.ts";
import { mediaFixture } from "#shared/media-fixtures.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import { type LcpCatalogue, type LcpImage, lcpImageOf, PRELOAD_FORMAT } from "#shared/page-meta.ts";
import type { Product } from "#shared/schemas/catalogue.ts";
import { AppProviders } from "./app-providers.tsx";
import { AfricaHero } from "./features/africa-r3d/components/AfricaHero.tsx";
import AboutPage from "./features/content/pages/AboutPage.tsx";
import PrescriptionGuidePage from "./features/content/pages/PrescriptionGuidePage.tsx";
import RunningSunglassesPage from "./features/content/pages/RunningSunglassesPage.tsx";
import WhoIsAfricaPage from "./features/content/pages/WhoIsAfricaPage.tsx";
import { HomeHero } from "./features/home/components/HomeHero.tsx";
import DynamicLandingPage from "./features/landing/pages/DynamicLandingPage.tsx";
import { RxGallery } from "./features/prescription/components/RxGallery.tsx";
import { RxPreview } from "./features/prescription/components/RxPreview.tsx";
import { SockCarousel } from "./features/products/components/socks/SockCarousel.tsx";
import NosePadsPage from "./features/products/pages/NosePadsPage.tsx";
import SpareLensesPage from "./features/products/pages/SpareLensesPage.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { PAGES as ROUTE_LIST } from "./pages.ts";
import { recordedSeed } from "./ssr/seed.tsx";

const product = (id: number, name: string): Product => ({
  id,
  name,
  description: "Sports sunglasses",
  basePrice: "89.99",
  price: "89.99",
  productType: "sunglasses",
  features: [],
  technicalSpecs: [],
  requiresPrescription: false,
});

/** A page as the server renders it: from the catalogue answers given (the rest still loading). */
const served = (page: ReactElement, answers: Record<string, unknown> = {}) => (
  <AppProviders queryClient={createQueryClient()} seed={recordedSeed(answers)}>
    <MemoryRouter>{page}</MemoryRouter>
  </AppProviders>
);

/** Each page's first-view part holding its LCP image, as the page renders it. */
const PAGES: Record<string, ReactElement> = {
  "/": <HomeHero product={product(PRODUCT_IDS.primary, "Primary+")} />,
  "/sports-socks": served(<SockCarousel />),
  "/prescription-pro": served(<RxGallery name="Prescription Pro" priority />),
  "/africa-r3d": served(<AfricaHero />),
  "/about": served(<AboutPage />),
  "/running-sunglasses": served(<RunningSunglassesPage />),
  "/prescription-sports-sunglasses": served(<PrescriptionGuidePage />),
  "/who-is-africa": served(<WhoIsAfricaPage />),
  "/dynamic-landing": served(<DynamicLandingPage />),
  "/nose-pads": served(<NosePadsPage />, {
    [`/api/products/${PRODUCT_IDS.nosePads}`]: product(PRODUCT_IDS.nosePads, "Spare Nose Pads"),
  }),
};

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (s: string | undefined) => s?.replaceAll("&amp;", "&").replaceAll("&quot;", '"');

/** The first high-priority <picture> of the markup: its AVIF source and its <img>. */
function lcpPicture(html: string, at: RegExp = /<img [^>]*fetchPriority="high"[^>]*>/) {
  const img = html.match(at)?.[0];
  if (!img) throw new Error(`no image matching ${at}`);
  const before = html.slice(0, html.indexOf(img));
  const source = [...before.matchAll(/<source [^>]*>/g)].map((m) => m[0]).findLast((s) => s.includes("avif"));
  if (!source) throw new Error("no AVIF source");
  return { img, source };
}

/** The picture's AVIF source offers the preloaded candidates, and it and its <img> the preloaded sizes. */
function expectPreloaded({ img, source }: { img: string; source: string }, image: LcpImage) {
  expect(attr(source, "type")).toBe(PRELOAD_FORMAT.type);
  expect(decode(attr(source, "srcSet"))).toBe(variantSrcSet(image.src, PRELOAD_FORMAT.format));
  expect(decode(attr(source, "sizes"))).toBe(image.sizes);
  expect(decode(attr(img, "sizes"))).toBe(image.sizes);
  expect(attr(img, "width")).toBe(String(image.width));
  expect(attr(img, "height")).toBe(String(image.height));
}

/** The route modules' `lcp` exports: a fixed picture, or one chosen from the catalogue. */
const lcpOf = (path: string, catalogue?: LcpCatalogue) => {
  const image = lcpImageOf(
    ROUTE_LIST.find((page) => page.path === path),
    catalogue,
  );
  if (!image) throw new Error(`${path} exports no LCP picture`);
  return image;
};

describe("each page's LCP picture is the one the server preloads", () => {
  it("covers every page with a preloaded image", () => {
    const fixed = ROUTE_LIST.filter(({ lcp }) => lcp && typeof lcp !== "function").map(({ path }) => path);
    expect(Object.keys(PAGES).sort()).toEqual(fixed.sort());
  });

  for (const [path, element] of Object.entries(PAGES)) {
    it(`${path} renders its LCP picture eagerly with the preloaded candidates and sizes`, () => {
      const image = lcpOf(path);
      const picture = lcpPicture(renderToStaticMarkup(element));
      expectPreloaded(picture, image);
      expect(attr(picture.img, "loading")).toBe("eager");
    });
  }
});

describe("pages whose first picture comes from the catalogue", () => {
  const catalogue: LcpCatalogue = {
    // The first two are not sold as replacements: the gallery starts at the first tint that is.
    spareLensTypes: [
      lens(1, "Generic Smoke"),
      lens(2, "Clear"),
      lens(3, `${LENS_MAKER_NAME} Blue Mirror`),
      lens(4, `${LENS_MAKER_NAME} Grey`),
    ],
    colors: [
      { id: DEFAULT_FRAME_COLOR_ID + 1, name: "Celeste" },
      { id: DEFAULT_FRAME_COLOR_ID, name: "Ronhill Black" },
    ],
  };

  it("/spare-lenses shows the first tint offered, as preloaded for wide screens", () => {
    const image = lcpOf("/spare-lenses", catalogue);
    expect(image?.src).toBe("/images/lenses/blue-mirror.jpg");
    expect(image?.media).toBe("(min-width: 1024px)");
    const html = renderToStaticMarkup(
      served(<SpareLensesPage />, {
        [`/api/products/${PRODUCT_IDS.spare}`]: product(PRODUCT_IDS.spare, "Spare Lenses"),
        "/api/spare-lens-types": catalogue.spareLensTypes,
      }),
    );
    const gallery = html.slice(html.indexOf('data-testid="product-gallery"'));
    expectPreloaded(lcpPicture(gallery, /<img [^>]*>/), image as LcpImage);
  });

  it("/lens-configurator shows the default frame colour's backdrop, the one file preloaded for wide screens", () => {
    const image: LcpImage | undefined = lcpOf("/lens-configurator", catalogue);
    expect(image?.sizes).toBeUndefined();
    expect(image?.media).toBe("(min-width: 1024px)");
    const color = { id: DEFAULT_FRAME_COLOR_ID, name: "Ronhill Black", hex: "#000" };
    const html = renderToStaticMarkup(
      served(<RxPreview resolved={{ color } as Parameters<typeof RxPreview>[0]["resolved"]} priority />),
    );
    const frame = html.match(/<img [^>]*data-layer="frame"[^>]*>/)?.[0] ?? "";
    expect(attr(frame, "src")).toBe(image?.src);
    expect(attr(frame, "srcSet")).toBeUndefined();
    expect(attr(frame, "loading")).toBe("eager");
    expect(attr(frame, "width")).toBe(String(image?.width));
  });
});

describe("pages whose first picture is the owner's upload", () => {
  const catalogue: LcpCatalogue = {
    spareLensTypes: [],
    colors: [{ id: DEFAULT_FRAME_COLOR_ID, name: "Ronhill Black" }],
    media: mediaFixture({
      [mediaTargets.product(PRODUCT_IDS.socks)]: [1, 2],
      [mediaTargets.product(PRODUCT_IDS.prescriptionPro)]: [3],
      [mediaTargets.frameColour(DEFAULT_FRAME_COLOR_ID)]: [4],
    }),
  };
  const withMedia = (page: ReactElement) => served(page, { "/api/media": catalogue.media });

  /** The upload's AVIF source offers the preloaded candidates with the preloaded sizes, eagerly. */
  const expectUploadPreloaded = (html: string, image: LcpImage) => {
    const picture = lcpPicture(html);
    expect(decode(attr(picture.source, "srcSet"))).toBe(image.srcset);
    expect(decode(attr(picture.source, "sizes"))).toBe(image.sizes);
    expect(attr(picture.img, "width")).toBe(String(image.width));
    expect(attr(picture.img, "height")).toBe(String(image.height));
    expect(attr(picture.img, "loading")).toBe("eager");
  };

  it("/sports-socks shows the socks' first photo, square, as preloaded", () => {
    const image = lcpOf("/sports-socks", catalogue);
    expect(image.srcset).toContain("/media/p1-square-480.avif 480w");
    expectUploadPreloaded(renderToStaticMarkup(withMedia(<SockCarousel />)), image);
  });

  it("/prescription-pro shows the product's first photo as preloaded", () => {
    const image = lcpOf("/prescription-pro", catalogue);
    expect(image.srcset).toContain("/media/p3-landscape");
    expectUploadPreloaded(
      renderToStaticMarkup(withMedia(<RxGallery name="Prescription Pro" priority />)),
      image,
    );
  });

  it("/lens-configurator shows the default colour's photo in the preview, as preloaded for wide screens", () => {
    const image = lcpOf("/lens-configurator", catalogue);
    expect(image.media).toBe("(min-width: 1024px)");
    const color = { id: DEFAULT_FRAME_COLOR_ID, name: "Ronhill Black", hex: "#000" };
    const html = renderToStaticMarkup(
      withMedia(<RxPreview resolved={{ color } as Parameters<typeof RxPreview>[0]["resolved"]} priority />),
    );
    expectUploadPreloaded(html, image);
  });
});
