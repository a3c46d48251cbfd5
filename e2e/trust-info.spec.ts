import { expect, type Page, test } from "@playwright/test";
import { COMPANY } from "#shared/catalogue.ts";
import { skipCookieBanner } from "./common.ts";
import { expectAddedDrawer, expectThumbnails } from "./products-fixtures.ts";

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

test("Add to Basket on every product page opens the same drawer, and the basket shows every line's picture", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const product of PRODUCT_PAGES) {
    await page.goto(product.path);
    await product.choose(page);
    await page.getByRole("button", { name: "Add to Basket" }).first().click();
    await expectAddedDrawer(page, product.line);
    // Continue shopping closes the drawer and leaves the shopper where they were.
    await page.getByRole("button", { name: "Continue shopping" }).click();
    await expect(page.getByRole("dialog", { name: "Your Basket" })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${product.path === "/" ? "/$" : product.path}`));
  }

  await page.getByRole("button", { name: /^Open basket/ }).click();
  const drawer = page.getByRole("dialog", { name: "Your Basket" });
  const lines = drawer.locator('ul[aria-label="Basket items"] > li');
  await expect(lines).toHaveCount(PRODUCT_PAGES.length);
  await expectThumbnails(lines);
  await expect(drawer.getByTestId("basket-delivery")).toContainText("UK delivery: Free");

  await drawer.getByRole("button", { name: "Checkout", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.locator("li").filter({ has: page.getByTestId("line-thumbnail") });
  await expect(summary).toHaveCount(PRODUCT_PAGES.length);
  await expectThumbnails(summary);
});

const INFO_PAGES = [
  "/",
  "/spare-lenses",
  "/sports-socks",
  "/nose-pads",
  "/africa-r3d",
  "/prescription-pro",
  "/lens-configurator",
];

test("every product and configurator page says delivery, returns, warranty, VAT and how to pay", async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const path of INFO_PAGES) {
    await page.goto(path);
    const info = page.getByTestId("purchase-info");
    await expect(info, path).toBeVisible({ timeout: 15_000 });
    await expect(info).toHaveCount(1);
    await expect(info).toContainText("UK: free, 1–3 working days after dispatch");
    await expect(info).toContainText("Abroad: £10.00, 5–10 working days after dispatch");
    await expect(info).toContainText("30-day returns");
    await expect(info).toContainText("12-month guarantee");
    await expect(info).toContainText("All prices include VAT");
    for (const brand of ["Visa", "Mastercard", "American Express"]) {
      await expect(info.getByRole("img", { name: brand })).toBeVisible();
    }
    // The card element offers no wallets, so no page promises them.
    await expect(info).not.toContainText("Apple Pay");
    await expect(info).not.toContainText("Google Pay");
  }
});

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
