import { skipCookieBanner } from "./page-fixtures.ts";
import { expect, test } from "./test.ts";

const canonicals = 'link[rel="canonical"]';
const jsonLd = 'script[type="application/ld+json"]';

test.describe("the head after the app has started", () => {
  test("keeps one canonical link and the server's structured data on the page it served", async ({
    page,
  }) => {
    await skipCookieBanner(page);
    await page.goto("/sports-socks");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(canonicals)).toHaveCount(1);
    await expect(page.locator(canonicals)).toHaveAttribute("href", /\/sports-socks$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /og\/sports-socks\.jpg$/,
    );
    const types = await page
      .locator(jsonLd)
      .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}")["@type"]));
    expect(types).toEqual(["Product", "BreadcrumbList"]);
  });

  test("names the next page after client-side navigation and drops the first page's data", async ({
    page,
  }) => {
    await skipCookieBanner(page);
    await page.goto("/faq");
    await expect(page.locator(jsonLd)).toHaveCount(2);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator(canonicals)).toHaveCount(1);
    await expect(page.locator(canonicals)).toHaveAttribute("href", /\/terms$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/terms$/);
    await expect(page.locator(jsonLd)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("marks the admin login noindex once", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
