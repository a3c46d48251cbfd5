import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EARLY_INPUT_TAG } from "#server/lib/early-input-script.ts";
import { NO_PAGES, siteOf } from "#server/modules/seo/index.ts";
import type { RenderedRoot } from "#server/modules/ssr/index.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { registerSpa } from "./spa.ts";

describe("pages and headers with analytics and Stripe configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      GA_MEASUREMENT_ID: "G-TEST123",
      ADS_CONVERSION_ID: "AW-123456",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    });
  });
  afterAll(() => t.close());

  it("puts the analytics ids in a meta tag and names Stripe and Google in the CSP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/faq" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta name="shop-config" content="{&quot;gaMeasurementId&quot;:&quot;G-TEST123&quot;',
    );
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("https://js.stripe.com");
    expect(csp).toContain("https://www.googletagmanager.com");
  });

  it("gives the JSON API a static CSP that names no third party", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/colors" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("pages with a video configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { VIDEO_LENS_INSTALLATION: "/videos/fitting.mp4" });
  });
  afterAll(() => t.close());

  it("names only the configured video slot in the config meta", async () => {
    const res = await t.app.inject({ method: "GET", url: "/spare-lenses" });
    const meta = /<meta name="shop-config" content="([^"]*)" \/>/.exec(res.body)?.[1] ?? "";
    const config = JSON.parse(meta.replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
    expect(config.videos).toEqual({ lensInstallation: "/videos/fitting.mp4" });
    expect(res.body).not.toContain("prescriptionPro");
  });
});

describe("pages without analytics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("sends no analytics ids and no third-party hosts in the CSP", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.body).not.toContain("gaMeasurementId");
    expect(res.body).toContain("hello@example.com");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).not.toMatch(/stripe|google/);
  });

  it("escapes nothing it should not and answers unknown pages with 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/<script>" });
    expect(res.statusCode).toBe(404);
    // The page's one inline script is ours, exactly as the CSP's hash allows it; the path is not echoed.
    expect(res.body.split("<script>")).toHaveLength(2);
    expect(res.body).toContain(EARLY_INPUT_TAG);
  });
});

describe("business details from SHOP_COMPANY_*", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      SHOP_COMPANY_NAME: 'Ace <b>"Optics"</b> Ltd',
      SHOP_COMPANY_NUMBER: "12345678",
      SHOP_COMPANY_ADDRESS: "2 High Street, York YO1 7HH",
      SHOP_COMPANY_VAT_NUMBER: "GB 987 6543 21",
      SHOP_COMPANY_PHONE: "0113 496 0000",
      SHOP_COMPANY_EMAIL: "shop@ace.example",
    });
  });
  afterAll(() => t.close());

  it("puts them in the page's config meta, escaped", async () => {
    const res = await t.app.inject({ method: "GET", url: "/terms" });
    const content = /<meta name="shop-config" content="([^"]*)"/.exec(res.body)?.[1] ?? "";
    expect(content).not.toContain("<b>");
    const parsed = JSON.parse(
      content.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">"),
    );
    expect(parsed.company).toEqual({
      name: 'Ace <b>"Optics"</b> Ltd',
      companyNumber: "12345678",
      address: "2 High Street, York YO1 7HH",
      vatNumber: "GB 987 6543 21",
      phone: "0113 496 0000",
      email: "shop@ace.example",
    });
  });
});

/** A site of one page. */
const SOCKS_ONLY = siteOf({
  pages: [{ path: "/sports-socks", meta: { title: "Socks", description: "Socks to run in." } }],
  notFound: NO_PAGES.notFound,
});

describe("a server-rendered page", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "spa-"));
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it("sends a rendered page compressed to a client that accepts it, and whole to one that does not", async () => {
    writeFileSync(
      join(webRoot, "index.html"),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    const body = `<div id="root"><h1>Socks</h1>${"<p>Merino, cushioned, made to run.</p>".repeat(60)}</div>`;
    const app = Fastify();
    await registerSpa(app, { webRoot, site: SOCKS_ONLY, renderRoot: async () => ({ status: 200, body }) });
    const get = (encoding?: string) =>
      app.inject({
        method: "GET",
        url: "/sports-socks",
        headers: encoding ? { "accept-encoding": encoding } : {},
      });

    const br = await get("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(body);
    const gzip = await get("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(body);
    const whole = await get();
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.body).toContain(body);
    expect(br.rawPayload.length).toBeLessThan(whole.rawPayload.length / 5);
    await app.close();
  });

  it("is sent again as it was while its root is the same, and with its new head when the head changes", async () => {
    writeFileSync(
      join(webRoot, "index.html"),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    // The renderer keeps one root per page and catalogue version; the head is the SEO module's, per version too.
    let root: RenderedRoot = { status: 200, body: '<div id="root"><h1>Socks £9</h1></div>' };
    let head = '<link rel="canonical" href="http://shop.test/one" />';
    const app = Fastify();
    await registerSpa(app, {
      webRoot,
      site: SOCKS_ONLY,
      pageHead: async () => head,
      renderRoot: async () => root,
    });
    const page = async () => (await app.inject({ method: "GET", url: "/sports-socks" })).body;

    const first = await page();
    expect(first).toContain('<div id="root"><h1>Socks £9</h1></div></body>');
    expect(await page()).toBe(first);
    head = '<link rel="canonical" href="http://shop.test/two" />';
    expect(await page()).toContain("http://shop.test/two");
    root = { status: 200, body: '<div id="root"><h1>Socks £8</h1></div>' };
    const changed = await page();
    expect(changed).toContain("<h1>Socks £8</h1>");
    expect(changed).not.toContain("£9");
    await app.close();
  });
});
