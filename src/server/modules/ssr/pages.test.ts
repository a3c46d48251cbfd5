import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { products } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { renderedHeading, renderedMainText, renderedRoot, seedOf } from "#server/test/served-page.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { dbKinds } from "#server/test/test-db.ts";
import { webPages, webRenderer } from "#server/test/web-renderer.ts";
import { PRODUCT_IDS } from "#shared/catalogue.ts";
import { FAQ_ITEMS } from "#shared/faq/items.ts";
import { formatPence, poundsToPence } from "#shared/money.ts";
import { Product } from "#shared/schemas/catalogue.ts";

/**
 * Pages whose first view shows a product: its heading, the product and whether its price is in that view.
 * The configurators of Africa R3D and Prescription Pro load after the first view, so theirs are not.
 */
const PRODUCT_VIEWS = [
  { path: "/", heading: "Primary+ Sports Sunglasses", productId: PRODUCT_IDS.primary, priced: true },
  { path: "/sports-socks", heading: "Sports Socks", productId: PRODUCT_IDS.socks, priced: true },
  { path: "/nose-pads", heading: "Spare Nose Pads", productId: PRODUCT_IDS.nosePads, priced: true },
  { path: "/spare-lenses", heading: "Replacement Lenses", productId: PRODUCT_IDS.spare, priced: true },
  { path: "/africa-r3d", heading: "Africa R3D Collection", productId: PRODUCT_IDS.africaR3d, priced: false },
  {
    path: "/prescription-pro",
    heading: "Customise Your Prescription Sunglasses",
    productId: PRODUCT_IDS.prescriptionPro,
    priced: false,
  },
] as const;

/** The catalogue answers a page reads while rendering (what else it needs it fetches later, in the browser). */
const READS: Record<string, string[]> = {
  "/": [`/api/products/${PRODUCT_IDS.primary}`, "/api/colors", "/api/stock", "/api/shop-settings"],
  "/sports-socks": ["/api/products", "/api/sock-sizes", "/api/stock", "/api/shop-settings"],
  "/nose-pads": [`/api/products/${PRODUCT_IDS.nosePads}`, "/api/stock", "/api/shop-settings"],
  "/spare-lenses": [`/api/products/${PRODUCT_IDS.spare}`, "/api/spare-lens-types", "/api/stock"],
  "/faq": ["/api/products", "/api/primary-lens-types", "/api/finishes", "/api/shop-settings"],
};

const { site } = await webPages();
const PRIVATE_PATHS = site.pages.filter(({ meta }) => meta.noindex).map(({ path }) => path);
const NOT_FOUND_META = site.notFound;

describe.each(dbKinds())("server-rendered pages on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { renderer: webRenderer() });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const page = async (path: string) => {
    const res = await get(path);
    expect(res.statusCode, path).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    return res.body;
  };
  const product = async (id: number) => Product.parse((await get(`/api/products/${id}`)).json());

  /** Each answer in the page's data block is the API's own: the browser's first render is the server's. */
  const expectApiAnswers = async (html: string, path: string) => {
    const seed = seedOf(html);
    expect(seed, path).not.toBeNull();
    for (const url of READS[path] ?? []) expect(Object.keys(seed ?? {}), path).toContain(url);
    for (const [url, answer] of Object.entries(seed ?? {})) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(answer, url).toEqual(res.json());
    }
  };

  it.each(PRODUCT_VIEWS)(
    "renders $path with its heading and product, and the answers it read",
    async ({ path, heading, productId, priced }) => {
      const html = await page(path);
      expect(renderedHeading(html)).toBe(heading);
      const { name, basePrice } = await product(productId);
      const main = renderedMainText(html);
      expect(main).toContain(name);
      if (priced) expect(main).toContain(formatPence(poundsToPence(basePrice)));
      await expectApiAnswers(html, path);
    },
  );

  it("renders the FAQ with every question, from the catalogue answers it carries", async () => {
    const html = await page("/faq");
    expect(renderedHeading(html)).toBe("Frequently Asked Questions");
    const main = renderedMainText(html);
    for (const { question } of FAQ_ITEMS) expect(main).toContain(question);
    await expectApiAnswers(html, "/faq");
  });

  it("shows an admin's price change in the next rendered page, and in the answers it carries", async () => {
    const socks = () => product(PRODUCT_IDS.socks);
    const before = formatPence(poundsToPence((await socks()).basePrice));
    expect(renderedMainText(await page("/sports-socks"))).toContain(before);
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/catalogue/products/${PRODUCT_IDS.socks}`,
      headers: bearer(await adminToken(t.ctx)),
      payload: { price: "6.25" },
    });
    expect(res.statusCode).toBe(200);
    const html = await page("/sports-socks");
    expect(renderedMainText(html)).toContain("£6.25");
    expect(renderedMainText(html)).not.toContain(before);
    const list = z.array(Product).parse(seedOf(html)?.["/api/products"]);
    expect(list.find((p) => p.id === PRODUCT_IDS.socks)?.basePrice).toBe("6.25");
  });

  it("keeps a rendered page for its catalogue version: a new name shows once the catalogue changes", async () => {
    const id = PRODUCT_IDS.nosePads;
    const { name } = await product(id);
    expect(renderedMainText(await page("/nose-pads"))).toContain(name);
    await t.ctx.db.update(products).set({ name: "Featherlight Nose Pads" }).where(eq(products.id, id));
    // Until the catalogue is told, the page is the snapshot's, like the API's answers.
    expect(renderedMainText(await page("/nose-pads"))).not.toContain("Featherlight Nose Pads");
    t.ctx.catalogue.invalidate();
    const html = await page("/nose-pads");
    expect(renderedMainText(html)).toContain("Featherlight Nose Pads");
    expect(seedOf(html)?.[`/api/products/${id}`]).toMatchObject({ name: "Featherlight Nose Pads" });
  });

  it("renders an unknown path as the not-found page with 404, its title and its answers", async () => {
    const res = await get("/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<title>${NOT_FOUND_META.title}</title>`);
    expect(renderedHeading(res.body)).toBe("Whoops! Out of Bounds!");
    expect(seedOf(res.body)).not.toBeNull();
  });

  it.each(["/%E0%A4%A", "/%ZZ", "/sports-socks/%ZZ", "/faq%", "/%C0%AF"])(
    "refuses the malformed percent-encoding of %s with 400 and a message",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.stringContaining("not a valid url") });
    },
  );

  it.each([
    ["a very long path", `/${"a".repeat(8000)}`],
    ["a long path of encoded characters", `/${"%C3%A9".repeat(1300)}`],
    ["a path with a NUL", "/faq%00"],
    ["a path under a page", "/sports-socks/extra"],
    ["a path with markup in it", "/%3Cscript%3Ealert(1)%3C/script%3E"],
  ])("answers %s with the not-found page", async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(renderedHeading(res.body)).toBe("Whoops! Out of Bounds!");
    expect(res.body).not.toContain("<script>alert");
  });

  it.each([
    "?",
    "?%",
    "?q=%ZZ",
    "?q=%E0%A4%A",
    "?a=1&a=2&b",
    "?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "?q=<script>",
    `?q=${"x".repeat(6000)}`,
    "?size=M&utm_source=mail#top",
  ])("renders /sports-socks%s as the page itself", async (search) => {
    const html = await page(`/sports-socks${search}`);
    expect(renderedHeading(html)).toBe("Sports Socks");
    expect(html).not.toContain("<script>alert");
    expect(seedOf(html)).not.toBeNull();
  });

  it.each(PRIVATE_PATHS)(
    "leaves the private page %s to the browser: an empty root, no answers",
    async (path) => {
      const html = await page(path);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(renderedRoot(html)).toBe("");
      expect(seedOf(html)).toBeNull();
    },
  );

  it.each(["/CHECKOUT", "/Admin", "/Login", "/FAQ", "/Sports-Socks"])(
    "renders %s, a known path in other letters, as the not-found page the server's status and head say",
    async (path) => {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(`<title>${NOT_FOUND_META.title}</title>`);
      expect(renderedHeading(res.body)).toBe("Whoops! Out of Bounds!");
    },
  );

  it("renders the public pages' answers as JSON that nothing in them can close", async () => {
    const id = PRODUCT_IDS.nosePads;
    await t.ctx.db.update(products).set({ name: "Pads </script><b>x" }).where(eq(products.id, id));
    t.ctx.catalogue.invalidate();
    const html = await page("/nose-pads");
    expect(html).not.toContain("</script><b>");
    expect(seedOf(html)?.[`/api/products/${id}`]).toMatchObject({ name: "Pads </script><b>x" });
  });
});
