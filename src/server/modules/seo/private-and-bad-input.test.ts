import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLdOf } from "#server/test/schema-org.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";

const PRIVATE = [
  "/admin",
  "/admin/barcodes",
  "/login",
  "/checkout",
  "/checkout-express",
  "/prescription-pro-checkout",
  "/order",
  "/order-confirmation",
  "/unsubscribe",
];

describe("private pages and odd requests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("marks every private page noindex, once, with no structured data", async () => {
    for (const path of PRIVATE) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body.match(/<meta name="robots" content="noindex" \/>/g), path).toHaveLength(1);
      expect(jsonLdOf(res.body), path).toEqual([]);
    }
  });

  it("leaves public pages indexable and names the request's host without PUBLIC_URL", async () => {
    const res = await t.app.inject({ url: "/faq/", headers: { host: "shop.test:8080" } });
    expect(res.body).not.toContain('name="robots"');
    expect(res.body).toContain('<link rel="canonical" href="http://shop.test:8080/faq" />');
    const spoofed = await t.app.inject({ url: "/faq", headers: { host: 'evil"><script>' } });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.body).toContain('<link rel="canonical" href="http://localhost/faq" />');
    expect(spoofed.body).not.toContain("evil");
  });

  it("answers very long URLs, malformed percent-encoding and odd query strings with 4xx or the page", async () => {
    const long = "a".repeat(8000);
    const urls = [
      `/robots.txt?${long}`,
      "/robots.txt?%E0%A4%A",
      "/robots.txt?a[b]=1&a=2&&=&%",
      `/sitemap.xml?x=${long}`,
      "/sitemap.xml?%zz=%",
      "/sitemap.xml/%ff",
      "/sports-socks?utm_source=%E0%A4%A&a[]=1&a[]=2",
      `/sports-socks?q=${long}`,
      "/faq?__proto__=1&constructor[prototype]=x",
      `/${long}`,
      "/sports-socks%",
      "/%E0%A4%A",
      "/faq/%2e%2e/%2e%2e/etc/passwd",
      "/prescription-pro/%c0%ae%c0%ae",
      "//sports-socks//",
    ];
    for (const url of urls) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url.slice(0, 80)).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.body.length, url.slice(0, 80)).toBeGreaterThan(0);
    }
    expect((await t.app.inject("/sports-socks?utm_source=%E0%A4%A")).statusCode).toBe(200);
    expect((await t.app.inject(`/robots.txt?${long}`)).statusCode).toBe(200);
  });

  it("gives a query string's page the canonical of its path", async () => {
    const res = await t.app.inject("/sports-socks?colour=red&utm_source=x");
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/sports-socks" />');
  });
});
