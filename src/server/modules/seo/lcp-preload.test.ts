import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { CATALOGUE_LCP_IMAGES, type LcpCatalogue, lcpImageOf } from "#shared/catalogue-lcp-images.ts";
import { variantSrcSet } from "#shared/image-variants.ts";
import { LCP_IMAGES, PRELOAD_FORMAT } from "#shared/lcp-images.ts";

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");

/** The pages render these same pictures (src/web/lcp-images.test.tsx checks that side). */
describe("LCP image preload in the served HTML", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  for (const path of Object.keys(LCP_IMAGES) as (keyof typeof LCP_IMAGES)[]) {
    it(`${path} preloads its LCP picture's AVIF candidates with high priority`, async () => {
      const image = LCP_IMAGES[path];
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      const links = res.body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(links).toHaveLength(1);
      const link = links[0] ?? "";
      expect(attr(link, "type")).toBe(PRELOAD_FORMAT.type);
      expect(attr(link, "imagesrcset")).toBe(variantSrcSet(image.src, "avif"));
      expect(attr(link, "imagesrcset")).toContain(image.src.replace(/\.jpg$/, "-480w.avif 480w"));
      expect(attr(link, "imagesizes")).toBe(image.sizes);
      expect(attr(link, "fetchpriority")).toBe("high");
      expect(attr(link, "media")).toBeUndefined();
      // In the head, ahead of the scripts, so the fetch starts before they run.
      expect(res.body.indexOf(link)).toBeLessThan(res.body.indexOf("<script"));
    });
  }

  it("preloads the catalogue's pictures on the pages showing them, for wide screens only", async () => {
    // What the pages choose from: the lists as the browser reads them.
    const catalogue: LcpCatalogue = {
      spareLensTypes: (await t.app.inject("/api/spare-lens-types")).json(),
      colors: (await t.app.inject("/api/colors")).json(),
    };
    for (const path of Object.keys(CATALOGUE_LCP_IMAGES)) {
      const image = lcpImageOf(path, catalogue);
      if (!image) throw new Error(`${path}: no picture from the seeded catalogue`);
      const res = await t.app.inject(path);
      const links = res.body.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(links, path).toHaveLength(1);
      const link = links[0] ?? "";
      expect(attr(link, "media"), path).toBe("(min-width: 1024px)");
      expect(attr(link, "fetchpriority"), path).toBe("high");
      if (image.sizes === undefined) {
        expect(attr(link, "href"), path).toBe(image.src);
        expect(attr(link, "imagesrcset"), path).toBeUndefined();
      } else {
        expect(attr(link, "imagesrcset"), path).toBe(variantSrcSet(image.src, "avif"));
        expect(attr(link, "imagesizes"), path).toBe(image.sizes);
      }
    }
  });

  it("adds no image preload to a page without an LCP picture, nor to an unknown path", async () => {
    for (const path of ["/faq", "/no-such-page"]) {
      const res = await t.app.inject(path);
      expect(res.body, path).not.toContain('rel="preload" as="image"');
    }
  });

  it("preloads for the page's canonical path, whatever the query string", async () => {
    const res = await t.app.inject("/sports-socks/?utm_source=x");
    expect(res.body).toContain('imagesrcset="/images/socks/sock-1-480w.avif 480w');
  });
});
