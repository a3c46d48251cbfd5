import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { stockLevels } from "#server/db/schema/index.ts";
import { adminToken, bearer } from "#server/modules/admin-auth/testing.ts";
import { jsonLdOf, schemaOrgProblems } from "#server/test/schema-org.ts";
import { createTestApp, type TestApp } from "#server/test/test-app.ts";
import { buildFaqCatalogue } from "#shared/faq/catalogue.ts";
import { FAQ_ITEMS, resolveFaqItems } from "#shared/faq/items.ts";
import { Product } from "#shared/schemas/catalogue.ts";

const ORIGIN = "https://shop.example";
const SOCKS = 4;
const NOSE_PADS = 5;

const typed = (html: string, type: string) => jsonLdOf(html).filter((d) => d["@type"] === type);

describe("structured data and share tags in the served pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      PUBLIC_URL: ORIGIN,
      SHOP_COMPANY_NAME: "Ace </script> Optics Ltd",
      SHOP_COMPANY_EMAIL: "shop@ace.example",
    });
  });
  afterAll(() => t.close());

  const page = async (path: string) => {
    const res = await t.app.inject(path);
    expect(res.statusCode, path).toBe(200);
    return res.body;
  };
  const api = async <T>(url: string, schema: z.ZodType<T>) => schema.parse((await t.app.inject(url)).json());

  it("gives a page with a parameter in its path the path asked for as its canonical, not the pattern", async () => {
    const html = await page("/admin/prescriptions/4321");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/admin/prescriptions/4321" />`);
    expect(html).not.toContain(":orderId");
  });

  it("gives a product page its canonical link, share image and a Product whose Offer is the catalogue's price", async () => {
    const html = await page("/sports-socks");
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/sports-socks" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/og/sports-socks.jpg" />`);
    expect(html).toContain(`<meta property="og:type" content="product" />`);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
    const socks = (await api("/api/products", z.array(Product))).find((p) => p.id === SOCKS);
    const [product] = typed(html, "Product");
    expect(product).toMatchObject({
      name: socks?.name,
      offers: { price: socks?.basePrice, priceCurrency: "GBP", availability: "https://schema.org/InStock" },
    });
    expect(schemaOrgProblems(product)).toEqual([]);
  });

  it("shows an admin's price change in the next page", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/catalogue/products/${SOCKS}`,
      headers: bearer(await adminToken(t.ctx)),
      payload: { price: "6.25" },
    });
    expect(res.statusCode).toBe(200);
    const [product] = typed(await page("/sports-socks"), "Product");
    expect(product?.offers).toMatchObject({ price: "6.25", priceCurrency: "GBP" });
  });

  it("says out of stock when every counted variant of the product is at nought", async () => {
    const availability = async () => {
      t.ctx.catalogue.invalidate();
      const [product] = typed(await page("/nose-pads"), "Product");
      return (product?.offers as { availability: string } | undefined)?.availability;
    };
    expect(await availability()).toBe("https://schema.org/InStock");
    await t.ctx.db.insert(stockLevels).values({ productId: NOSE_PADS, stock: 0 });
    expect(await availability()).toBe("https://schema.org/OutOfStock");
    await t.ctx.db.update(stockLevels).set({ stock: 3 }).where(eq(stockLevels.productId, NOSE_PADS));
    expect(await availability()).toBe("https://schema.org/InStock");
  });

  it("lists every FAQ question with the answer the page shows, priced from the catalogue", async () => {
    const [faq] = typed(await page("/faq"), "FAQPage");
    expect(schemaOrgProblems(faq)).toEqual([]);
    const list = (url: string) => t.app.inject(url).then((r) => r.json());
    const catalogue = buildFaqCatalogue({
      products: await list("/api/products"),
      primaryLenses: await list("/api/primary-lens-types"),
      prescriptionLenses: await list("/api/prescription-lens-types"),
      visionTypes: await list("/api/vision-types"),
      finishes: await list("/api/finishes"),
      colours: await list("/api/colors"),
      settings: await list("/api/shop-settings"),
    });
    if (!catalogue) throw new Error("the seeded catalogue lacks an FAQ entry");
    const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((q) => q.name)).toEqual(FAQ_ITEMS.map((item) => item.question));
    expect(questions.map((q) => q.acceptedAnswer.text)).toEqual(
      resolveFaqItems(catalogue).map((item) => item.answer),
    );
  });

  it("names the business on the home page from SHOP_COMPANY_*, with nothing that closes the script", async () => {
    const html = await page("/");
    const [org] = typed(html, "Organization");
    expect(org).toMatchObject({
      name: "Ace </script> Optics Ltd",
      email: "shop@ace.example",
      url: `${ORIGIN}/`,
    });
    expect(schemaOrgProblems(org)).toEqual([]);
    expect(html).not.toContain("Ace </script>");
  });

  it("gives nested pages their trail from home", async () => {
    const [trail] = typed(await page("/who-is-africa"), "BreadcrumbList");
    expect(schemaOrgProblems(trail)).toEqual([]);
    expect((trail?.itemListElement as { item: string }[] | undefined)?.map((i) => i.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/dynamic-landing`,
      `${ORIGIN}/africa-r3d`,
      `${ORIGIN}/who-is-africa`,
    ]);
  });

  it("emits only valid schema.org data on every public page, and a canonical link on each", async () => {
    const seen = new Set<string>();
    for (const { path } of t.site.publicPages) {
      const html = await page(path);
      expect(html, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
      for (const data of jsonLdOf(html)) {
        expect(schemaOrgProblems(data), `${path} ${String(data["@type"])}`).toEqual([]);
        seen.add(data["@type"] as string);
      }
    }
    expect([...seen].sort()).toEqual(["BreadcrumbList", "FAQPage", "Organization", "Product"]);
  });
});
