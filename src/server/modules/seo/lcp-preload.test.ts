import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EARLY_INPUT_TAG } from "#server/lib/early-input-script.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { webPages } from "#server/test/web-renderer.ts";
import { variantSrcSet } from "#shared/image-variants.ts";
import { type LcpCatalogue, type LcpImage, lcpImageOf, PRELOAD_FORMAT } from "#shared/page-meta.ts";

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");

const { site } = await webPages();
/** The route modules' fixed LCP pictures, and those whose picture the catalogue chooses. */
const FIXED = site.pages.flatMap(({ path, lcp }): [string, LcpImage][] =>
  lcp && typeof lcp !== "function" ? [[path, lcp]] : [],
);
const FROM_CATALOGUE = site.pages.filter(({ lcp }) => typeof lcp === "function");

/** The pages render these same pictures (src/web/lcp-images.test.tsx checks that side). */
describe("LCP image preload in the served HTML", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  for (const [path, image] of FIXED) {
    it(`${path} preloads its LCP picture's AVIF candidates with high priority`, async () => {
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
      // In the head, ahead of the app's scripts (only the tiny inline input catcher comes first), so the fetch
      // starts before they run.
      const page = res.body.replace(EARLY_INPUT_TAG, "");
      expect(page.indexOf(link)).toBeLessThan(page.indexOf("<script"));
    });
  }

  it("preloads the catalogue's pictures on the pages showing them, for wide screens only", async () => {
    // What the pages choose from: the lists as the browser reads them.
    const catalogue: LcpCatalogue = {
      spareLensTypes: (await t.app.inject("/api/spare-lens-types")).json(),
      colors: (await t.app.inject("/api/colors")).json(),
    };
    expect(FROM_CATALOGUE.map(({ path }) => path).sort()).toEqual(["/lens-configurator", "/spare-lenses"]);
    for (const page of FROM_CATALOGUE) {
      const { path } = page;
      const image = lcpImageOf(page, catalogue);
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
