import { COMPANY } from "#shared/catalogue.ts";
import { skipCookieBanner } from "./page-fixtures.ts";
import { expectAddedDrawer, expectThumbnails } from "./products-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

// The machine these run on is shared; a page's first catalogue load can be slow.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

/** Each product page, with the choices its Add to Basket needs and the name its basket line shows. */
const PRODUCT_PAGES: ReadonlyArray<{ path: string; line: string; choose: (page: Page) => Promise<void> }> = [
  {
    path: "/",
    line: "Primary+ Sports Sunglasses",
    choose: async (page) => {
      await page.getByRole("radio", { name: "Celeste" }).check();
      await page.getByRole("radio", { name: /^Brennweite Polarized/ }).check();
    },
  },
  {
    path: "/spare-lenses",
    line: "Replacement Lenses",
    choose: async (page) => {
      await page.getByRole("radio", { name: /Blue Mirror/ }).click();
    },
  },
  { path: "/sports-socks", line: "Sports Socks", choose: async () => {} },
  { path: "/nose-pads", line: "Spare Nose Pads", choose: async () => {} },
  {
    path: "/africa-r3d",
    line: "Africa R3D",
    choose: async (page) => {
      await page.getByRole("radio", { name: /Hizashi/ }).click();
      await page.getByRole("radio", { name: "Red", exact: true }).click();
      await page.getByRole("radio", { name: "Single Vision", exact: true }).click();
    },
  },
];

for (const product of PRODUCT_PAGES) {
  test(`Add to Basket on ${product.path} opens the basket drawer on the line, with its picture`, async ({
    page,
  }) => {
    await page.goto(product.path);
    await product.choose(page);
    await page.getByRole("button", { name: "Add to Basket" }).first().click();
    await expectAddedDrawer(page, product.line);
    // Continue shopping closes the drawer and leaves the shopper where they were.
    await page.getByRole("button", { name: "Continue shopping" }).click();
    await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${product.path === "/" ? "/$" : product.path}`));
  });
}

test("the drawer and the checkout show a picture for every line", async ({ page }) => {
  const [home, socks] = PRODUCT_PAGES.filter((p) => p.path === "/" || p.path === "/sports-socks");
  for (const product of [home, socks]) {
    if (!product) throw new Error("missing product page");
    await page.goto(product.path);
    await product.choose(page);
    await page.getByRole("button", { name: "Add to Basket" }).first().click();
    await expectAddedDrawer(page, product.line);
  }
  const drawer = page.getByRole("dialog", { name: "Your Basket" });
  const lines = drawer.locator('ul[aria-label="Basket items"] > li');
  await expect(lines).toHaveCount(2);
  await expectThumbnails(lines);
  await expect(drawer.getByTestId("basket-delivery")).toContainText("UK delivery: Free");

  await drawer.getByRole("button", { name: "Checkout", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The checkout's own lines, once it is ready and the drawer's have gone.
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: /Complete Order/ })).toBeVisible({ timeout: 15_000 });
  const summary = page.locator("li").filter({ has: page.getByTestId("line-thumbnail") });
  await expect(summary).toHaveCount(2);
  await expectThumbnails(summary);
});

/** Each page with its product's dispatch time: from stock, made to order, or ground to a prescription. */
const INFO_PAGES = {
  "/": "Dispatched within 1–2 weeks.",
  "/spare-lenses": "Dispatched the next working day.",
  "/sports-socks": "Dispatched the next working day.",
  "/nose-pads": "Dispatched the next working day.",
  "/africa-r3d": "Dispatched within 1–2 weeks, or within 2–3 weeks with prescription lenses.",
  "/prescription-pro": "Dispatched within 2–3 weeks.",
  "/lens-configurator": "Dispatched within 2–3 weeks.",
};

for (const [path, dispatched] of Object.entries(INFO_PAGES)) {
  test(`${path} says delivery, returns, warranty, VAT and how to pay next to the price`, async ({ page }) => {
    await page.goto(path);
    const info = page.getByTestId("purchase-info");
    await expect(info).toBeVisible({ timeout: 20_000 });
    await expect(info).toHaveCount(1);
    await expect(info).toContainText("UK: free, 1–3 working days after dispatch");
    await expect(info).toContainText("Abroad: £10.00, 5–10 working days after dispatch");
    await expect(info).toContainText(dispatched);
    await expect(info).toContainText("30-day returns");
    await expect(info).toContainText("12-month guarantee");
    await expect(info).toContainText("All prices include VAT");
    for (const brand of ["Visa", "Mastercard", "American Express"]) {
      await expect(info.getByRole("img", { name: brand })).toBeVisible();
    }
    // The card element offers no wallets, so no page promises them.
    await expect(info).not.toContainText("Apple Pay");
    await expect(info).not.toContainText("Google Pay");
  });
}

test("the footer and the legal pages give the business details from SHOP_COMPANY_*", async ({ page }) => {
  // scripts/e2e-server.mjs sets these three unlike the built-in examples; the rest are the examples.
  await page.goto("/faq");
  const details = page.getByTestId("company-details");
  await expect(details).toContainText("company number E2E12345");
  await expect(details).toContainText("9 Test Yard, York YO1 9TT (e2e address)");
  await expect(details).toContainText("VAT number GB 111 2222 33");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: COMPANY.email })).toHaveAttribute(
    "href",
    "mailto:hello@example.com",
  );
  await expect(footer.getByRole("link", { name: /example number/ })).toHaveAttribute(
    "href",
    "tel:02079460000",
  );

  for (const path of ["/terms", "/privacy-policy"]) {
    await page.goto(path);
    const legal = page.getByTestId("legal-sections");
    await expect(legal, path).toContainText("E2E12345");
    await expect(legal).toContainText("9 Test Yard, York YO1 9TT");
    await expect(legal).toContainText("GB 111 2222 33");
  }
});

test("testimonials appear once each, each on one page only", async ({ page }) => {
  const seen = new Map<string, string>();
  for (const path of ["/prescription-sports-sunglasses", "/africa-r3d", "/prescription-pro"]) {
    await page.goto(path);
    if (path === "/prescription-pro") await page.getByRole("button", { name: "What athletes say" }).click();
    const quotes = page.locator("blockquote");
    await expect(quotes.first()).toBeVisible({ timeout: 20_000 });
    for (const quote of await quotes.allTextContents()) {
      expect(seen.get(quote), `${quote} on ${path}`).toBeUndefined();
      seen.set(quote, path);
    }
  }
  expect(seen.size).toBeGreaterThanOrEqual(7);
});
