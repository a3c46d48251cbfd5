import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { LCP_IMAGES, PRELOAD_FORMAT, variantSrcSet } from "#shared/lcp-images.ts";

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");

/** The pages render these same pictures (src/web/lcp-images.test.tsx checks that side). */
describe("LCP image preload in the served HTML", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  for (const path of ["/", "/sports-socks", "/prescription-pro", "/africa-r3d"] as const) {
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
      // In the head, ahead of the scripts, so the fetch starts before they run.
      expect(res.body.indexOf(link)).toBeLessThan(res.body.indexOf("<script"));
    });
  }

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
