import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeHtml } from "#server/lib/escape-html.ts";
import { renderedHeading } from "#server/test/served-page.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { webRenderer } from "#server/test/web-renderer.ts";
import { LEGACY_REDIRECTS } from "#shared/legacy-redirects.ts";
import { DEFAULT_SHARE_IMAGE, type LcpCatalogue, lcpImageOf, type PageRoute } from "#shared/page-meta.ts";

const ORIGIN = "https://shop.example";

/** The web app's route modules, as its server build exports them: what the server serves pages from. */
const web = await webRenderer();
const { pages, notFound } = web.site;

/** The calls each rendered page read that its loader did not answer, by path. */
const unanswered = new Map<string, string[]>();
const recording: typeof web = {
  site: web.site,
  async render(request) {
    const result = await web.render(request);
    if (result.kind === "page") unanswered.set(new URL(request.url).pathname, result.unanswered);
    return result;
  },
};

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");

describe("each route module's exports in the served HTML", () => {
  let t: TestApp;
  let catalogue: LcpCatalogue;
  beforeAll(async () => {
    t = await createTestApp("pglite", { PUBLIC_URL: ORIGIN }, { renderer: Promise.resolve(recording) });
    catalogue = {
      spareLensTypes: (await t.app.inject("/api/spare-lens-types")).json(),
      colors: (await t.app.inject("/api/colors")).json(),
    };
  });
  afterAll(() => t.close());

  it.each(pages.map((page) => [page.path, page] as [string, PageRoute]))(
    "%s has its meta's title, description, canonical link and share card, and preloads its LCP picture",
    async (path, page) => {
      const { meta } = page;
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      const head = res.body.slice(0, res.body.indexOf("</head>"));
      expect(head).toContain(`<title>${escapeHtml(meta.title)}</title>`);
      expect(head).toContain(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
      expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
      const image = `${ORIGIN}${meta.share?.image ?? DEFAULT_SHARE_IMAGE}`;
      expect(head).toContain(`<meta property="og:image" content="${image}" />`);
      expect(head.includes('<meta name="robots" content="noindex" />')).toBe(meta.noindex === true);

      const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      const lcp = lcpImageOf(page, catalogue);
      if (!lcp) {
        expect(preloads).toEqual([]);
        return;
      }
      expect(preloads).toHaveLength(1);
      const link = preloads[0] ?? "";
      if (lcp.sizes === undefined) expect(attr(link, "href")).toBe(lcp.src);
      else
        expect(attr(link, "imagesrcset")?.split(", ")[0]).toBe(lcp.src.replace(/\.jpg$/, "-480w.avif 480w"));
      expect(attr(link, "imagesizes")).toBe(lcp.sizes);
      expect(attr(link, "media")).toBe(lcp.media);
    },
  );

  it("gives each public page the structured data its meta asks for, and a private page none", async () => {
    for (const { path, meta } of pages) {
      const head = (await t.app.inject(path)).body.split("</head>")[0] ?? "";
      const types = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
        (m) => (JSON.parse(m[1] ?? "{}") as { "@type"?: string })["@type"],
      );
      if (meta.noindex) {
        expect(types, path).toEqual([]);
        continue;
      }
      const expected = [
        ...(meta.structuredData === "organization" ? ["Organization"] : []),
        ...(meta.product === undefined ? [] : ["Product"]),
        ...(meta.structuredData === "faq" ? ["FAQPage"] : []),
        // Home has no trail above it.
        ...(path === "/" ? [] : ["BreadcrumbList"]),
      ];
      expect(types, path).toEqual(expected);
    }
  });

  it("renders each public page from its loader: every call it reads that the API answers comes with it", async () => {
    for (const { path, meta } of pages) {
      if (meta.noindex) continue;
      await t.app.inject(path);
      for (const url of unanswered.get(path) ?? []) {
        const res = await t.app.inject(url);
        expect(res.statusCode, `${path} reads ${url}, which its loader leaves out`).not.toBe(200);
      }
    }
    expect(unanswered.size).toBeGreaterThan(0);
  });

  it("registers each route module as a GET route of the server, not a not-found fallback", () => {
    const gets = new Set(t.routes.filter((r) => [r.method].flat().includes("GET")).map((r) => r.url));
    for (const { path } of pages) expect(gets, path).toContain(path);
  });

  it("serves any other path as the not-found page, with its head and status 404", async () => {
    const res = await t.app.inject("/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<title>${escapeHtml(notFound.title)}</title>`);
    expect(renderedHeading(res.body)).toBe("Whoops! Out of Bounds!");
  });

  it("lists exactly the public route modules in the sitemap: none private, none an old path", async () => {
    const sitemap = (await t.app.inject("/sitemap.xml")).body;
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]?.replace(ORIGIN, ""));
    const publicModules = pages
      .filter(({ path, meta }) => !meta.noindex && !(path in LEGACY_REDIRECTS))
      .map(({ path }) => path);
    expect(listed).toEqual(publicModules);
  });
});
