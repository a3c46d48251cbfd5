import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { webPages } from "#server/test/web-renderer.ts";
import { LEGACY_REDIRECTS } from "#shared/legacy-redirects.ts";

// jsdom ships without types; its XML parser is all this test needs, and it throws on malformed XML.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (text: string, opts: { contentType: string }) => { window: { document: Document } };
};

const ORIGIN = "https://shop.example";
const PRIVATE = ["/admin", "/admin/barcodes", "/login", "/checkout", "/checkout-express", "/order"];
const PRIVATE_TOO = ["/order-confirmation", "/prescription-pro-checkout", "/unsubscribe"];

const { site } = await webPages();

/** The route modules that are neither private (noindex) nor an old path that redirects. */
const publicRoutes = () =>
  site.pages.filter(({ path, meta }) => !meta.noindex && !(path in LEGACY_REDIRECTS)).map(({ path }) => path);

describe("robots.txt and sitemap.xml", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { PUBLIC_URL: `${ORIGIN}/` });
  });
  afterAll(() => t.close());

  const sitemap = async () => {
    const res = await t.app.inject("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const doc = new JSDOM(res.body, { contentType: "application/xml" }).window.document;
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    return [...doc.querySelectorAll("url")].map((url) => ({
      loc: url.querySelector("loc")?.textContent ?? "",
      lastmod: url.querySelector("lastmod")?.textContent ?? "",
    }));
  };

  it("keeps crawlers out of the admin, login, checkout and order pages and names the sitemap", async () => {
    const res = await t.app.inject("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of ["/admin", "/login", "/checkout", "/prescription-pro-checkout", "/order"])
      expect(lines).toContain(`Disallow: ${path}`);
    // The pages' own meta (crawl: false) says which, each path once, and the API.
    expect(lines.filter((l) => l.startsWith("Disallow: ")).sort()).toEqual(
      ["/admin", "/api/", "/checkout", "/login", "/order", "/prescription-pro-checkout", "/unsubscribe"]
        .map((p) => `Disallow: ${p}`)
        .sort(),
    );
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice(10));
    for (const path of publicRoutes())
      expect(
        disallowed.some((d) => path.startsWith(d)),
        path,
      ).toBe(false);
  });

  it("lists every public route module once and no private one", async () => {
    const urls = await sitemap();
    const paths = urls.map((u) => u.loc.replace(ORIGIN, ""));
    expect([...paths].sort()).toEqual([...publicRoutes()].sort());
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ["/", "/dynamic-landing", "/sports-socks", "/prescription-pro", "/lens-configurator"])
      expect(paths).toContain(path);
    for (const path of [
      "/prescription-sports-sunglasses",
      "/terms",
      "/returns",
      "/privacy-policy",
      "/faq",
      "/support",
    ])
      expect(paths).toContain(path);
    expect(paths).toContain("/signup");
    for (const path of [...PRIVATE, ...PRIVATE_TOO]) expect(paths).not.toContain(path);
    for (const path of Object.keys(LEGACY_REDIRECTS)) expect(paths).not.toContain(path);
    for (const { loc, lastmod } of urls) {
      expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    }
  });

  it("serves each listed page with status 200", async () => {
    for (const { loc } of await sitemap()) {
      const res = await t.app.inject(loc.replace(ORIGIN, ""));
      expect(res.statusCode, loc).toBe(200);
    }
  });

  it("dates product pages by the catalogue's last change", async () => {
    const before = Date.now();
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/catalogue/products/4",
      headers: bearer(await adminToken(t.ctx)),
      payload: { price: "5.50" },
    });
    expect(res.statusCode).toBe(200);
    const lastmod = (path: string, urls: { loc: string; lastmod: string }[]) =>
      Date.parse(urls.find((u) => u.loc === `${ORIGIN}${path}`)?.lastmod ?? "");
    const urls = await sitemap();
    expect(lastmod("/sports-socks", urls)).toBeGreaterThanOrEqual(before - 1000);
    expect(lastmod("/terms", urls)).toBeLessThanOrEqual(before);
  });
});
