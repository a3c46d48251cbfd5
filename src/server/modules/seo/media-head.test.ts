import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { showPhotos } from "#server/modules/media-places/testing.ts";
import { jsonLdOf } from "#server/test/schema-org.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { DEFAULT_FRAME_COLOR_ID, PRODUCT_IDS } from "#shared/catalogue.ts";
import { mediaTargets } from "#shared/media-pick.ts";
import { HALF_WIDTH_FROM_MD, PREVIEW_PHOTO_SIZES } from "#shared/page-meta.ts";
import type { PublicImage } from "#shared/schemas/media.ts";

const ORIGIN = "https://shop.example";
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");
const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

/** The owner's photos (the catalogue snapshot's stand-in map) in the served head. */
describe.each(dbKinds())("uploaded photos in the served head (%s)", (kind) => {
  let t: TestApp;
  let socks: PublicImage[] = [];
  let preview: PublicImage | undefined;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: ORIGIN });
    await showPhotos(t.ctx, mediaTargets.frameColour(DEFAULT_FRAME_COLOR_ID));
    await showPhotos(t.ctx, mediaTargets.product(PRODUCT_IDS.socks), 2);
    const { media } = await t.ctx.catalogue.snapshot();
    socks = media.images[mediaTargets.product(PRODUCT_IDS.socks)] ?? [];
    preview = media.images[mediaTargets.frameColour(DEFAULT_FRAME_COLOR_ID)]?.[0];
  });
  afterAll(() => t.close());

  it("serves the map at GET /api/media", async () => {
    const res = await t.app.inject("/api/media");
    expect(res.statusCode).toBe(200);
    expect(res.json().images[mediaTargets.product(PRODUCT_IDS.socks)]).toEqual(socks);
  });

  it("preloads the upload's AVIF srcset when the page's first picture is an upload", async () => {
    const [link, ...others] = preloads((await t.app.inject("/sports-socks")).body);
    expect(others).toEqual([]);
    expect(attr(link ?? "", "imagesrcset")).toBe(socks[0]?.crops.square?.srcset.avif);
    expect(attr(link ?? "", "imagesizes")).toBe(HALF_WIDTH_FROM_MD);
    expect(attr(link ?? "", "type")).toBe("image/avif");

    const [previewLink] = preloads((await t.app.inject("/lens-configurator")).body);
    expect(attr(previewLink ?? "", "imagesrcset")).toBe(preview?.crops.landscape?.srcset.avif);
    expect(attr(previewLink ?? "", "imagesizes")).toBe(PREVIEW_PHOTO_SIZES);
    expect(attr(previewLink ?? "", "media")).toBe("(min-width: 1024px)");
  });

  it("keeps the drawing's preload where nothing is uploaded", async () => {
    const [link] = preloads((await t.app.inject("/nose-pads")).body);
    expect(attr(link ?? "", "imagesrcset")).toContain("/images/nose-pads-480w.avif 480w");
  });

  it("shares the first photo's wide crop and lists the photos in the Product's JSON-LD", async () => {
    const html = (await t.app.inject("/sports-socks")).body;
    const wide = socks[0]?.crops.wide;
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}${wide?.src}" />`);
    expect(html).toContain(`<meta property="og:image:width" content="${wide?.width}" />`);
    expect(html).toContain(`<meta property="og:image:height" content="${wide?.height}" />`);
    const product = jsonLdOf(html).find((d) => d["@type"] === "Product");
    expect(product?.image).toEqual(socks.map((s) => `${ORIGIN}${s.crops.original?.src}`));

    const drawn = (await t.app.inject("/nose-pads")).body;
    expect(drawn).toContain(`<meta property="og:image" content="${ORIGIN}/images/og/nose-pads.jpg" />`);
    expect(drawn).toContain(`<meta property="og:image:width" content="1200" />`);
    expect(jsonLdOf(drawn).find((d) => d["@type"] === "Product")?.image).toBe(
      `${ORIGIN}/images/og/nose-pads.jpg`,
    );
  });
});
