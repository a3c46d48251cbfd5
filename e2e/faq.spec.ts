import { COMPANY } from "#shared/catalogue.ts";
import { phoneHref } from "#shared/shop-info.ts";
import { expectNoHorizontalScroll, expectNoSeriousViolations, skipCookieBanner } from "./page-fixtures.ts";
import { expect, type Page, test } from "./test.ts";

async function open(page: Page) {
  await skipCookieBanner(page);
  await page.goto("/faq");
  await expect(page.getByText("Showing 38 of 38 questions", { exact: true })).toBeVisible({
    timeout: 20_000,
  });
}

const cards = (page: Page) => page.locator("main ul.grid > li");
const question = (page: Page, name: string | RegExp) => page.getByRole("button", { name });
const search = (page: Page) => page.getByPlaceholder("Search FAQ topics, lens types, pricing...");
const category = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by category" }).getByRole("button", { name, exact: true });

test.describe("FAQ", () => {
  test("comes with its 38 questions in the served page, with no catalogue call on load", async ({ page }) => {
    await skipCookieBanner(page);
    const calls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) calls.push(r.url());
    });
    const response = await page.goto("/faq");
    expect(await response?.text()).toContain("Frequently Asked Questions");
    await expect(page.getByText("Showing 38 of 38 questions", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(38);
    expect(calls).toEqual([]);
  });

  test("reached by a link, shows a skeleton until the catalogue has loaded, then 38 questions", async ({
    page,
  }) => {
    await skipCookieBanner(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/products", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/about");
    await page.getByRole("navigation").getByRole("link", { name: "FAQ", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole("status", { name: "Loading questions" })).toBeVisible();
    release();
    await expect(page.getByText("Showing 38 of 38 questions", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(38);
  });

  test("categories filter the list and show their counts", async ({ page }) => {
    await open(page);
    const names = [
      "All",
      "General",
      "Prescription",
      "Measurement",
      "Customisation",
      "Pricing",
      "Fit",
      "Care",
    ];
    for (const name of [...names, "Additional"]) await expect(category(page, name)).toBeVisible();
    await expect(category(page, "All")).toHaveAttribute("aria-pressed", "true");

    const counts: Record<string, number> = {};
    for (const name of names.slice(1).concat("Additional")) {
      await category(page, name).click();
      await expect(category(page, name)).toHaveAttribute("aria-pressed", "true");
      await expect(category(page, "All")).toHaveAttribute("aria-pressed", "false");
      const line = page.getByText(/^Showing \d+ of 38 questions$/);
      const shown = Number((await line.textContent())?.match(/Showing (\d+)/)?.[1]);
      expect(shown).toBeGreaterThan(0);
      await expect(cards(page)).toHaveCount(shown);
      const badges = await cards(page).locator("button span.rounded-full").allTextContents();
      expect(new Set(badges)).toEqual(new Set([name]));
      counts[name] = shown;
    }
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(38);
    await category(page, "All").click();
    await expect(page.getByText("Showing 38 of 38 questions", { exact: true })).toBeVisible();
  });

  test("search matches question, answer or tags, with the category; empty state and Clear filters", async ({
    page,
  }) => {
    await open(page);
    await search(page).fill("ABBE");
    await expect(page.getByText('Showing 1 of 38 questions for "ABBE"', { exact: true })).toBeVisible();
    await search(page).fill("astigmatism");
    await expect(
      page.getByText('Showing 1 of 38 questions for "astigmatism"', { exact: true }),
    ).toBeVisible();
    await expect(question(page, /What do SPH, CYL, AXIS, OD and OS mean\?/)).toBeVisible();

    await search(page).fill("optical rim");
    const forRim = page.getByText(/^Showing \d+ of 38 questions for "optical rim"$/);
    await expect(forRim).toBeVisible();
    await category(page, "Pricing").click();
    await expect(
      page.getByText('Showing 0 of 38 questions for "optical rim"', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("No FAQ items found matching your search criteria.")).toBeVisible();

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(category(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Showing 38 of 38 questions", { exact: true })).toBeVisible();
  });

  test("cards open and close independently and answers quote catalogue prices", async ({ page }) => {
    await open(page);
    const prices = question(page, "How much are prescription sports sunglasses?");
    const pd = question(page, /What is pupillary distance \(PD\)\?/);
    await expect(prices).toHaveAttribute("aria-expanded", "false");
    await prices.click();
    await pd.click();
    await expect(prices).toHaveAttribute("aria-expanded", "true");
    await expect(pd).toHaveAttribute("aria-expanded", "true");
    const answer = page.locator(`#${await prices.getAttribute("aria-controls")}`);
    await expect(answer).toContainText("Single vision prescription sunglasses start from £120.00");
    await expect(answer).toContainText("varifocals from £165.00");
    await expect(answer).toContainText("from £135.00");
    await expect(answer.getByRole("list", { name: "Tags" })).toContainText("single vision");

    await prices.click();
    await expect(prices).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
    await expect(pd).toHaveAttribute("aria-expanded", "true");

    const rim = question(page, /What if my sphere is beyond -4\.00 or \+3\.50\?/);
    await rim.focus();
    await page.keyboard.press("Enter");
    await expect(rim).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(rim).toHaveAttribute("aria-expanded", "false");
  });

  test("offers call and email links", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("heading", { name: "Still Have Questions?" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", phoneHref(COMPANY.phone));
    await expect(page.getByRole("link", { name: /^Email/ })).toHaveAttribute(
      "href",
      `mailto:${COMPANY.email}`,
    );
  });

  test("no serious accessibility violations; fits a 375 px screen", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page);
    await question(page, "How much are prescription sports sunglasses?").click();
    await expectNoSeriousViolations(page);
    await expectNoHorizontalScroll(page);
  });
});
