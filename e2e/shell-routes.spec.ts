import { LEGACY_REDIRECTS } from "#shared/legacy-redirects.ts";
import { metaFor, NOT_FOUND_PAGE } from "#web/pages.ts";
import { expect, type Page, test } from "./test.ts";

/** Navigates inside the running app, as a link would, so the router (not the server) handles the path. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("legacy paths redirect inside the app, replacing the history entry", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await navigateInApp(page, "/old-home");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Primary+ Sports Sunglasses" })).toBeVisible();
  await expect(page).toHaveTitle(metaFor("/").title);

  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    await navigateInApp(page, from);
    await expect(page).toHaveURL((url) => url.pathname === to);
  }
});

test("an unknown path shows the not-found screen with its title", async ({ page }) => {
  await page.goto("/");
  await navigateInApp(page, "/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Whoops! Out of Bounds!" })).toBeVisible();
  await expect(page.getByRole("img", { name: /out of bounds/i })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_PAGE.meta.title);

  await page.getByRole("link", { name: "Back to Home Court" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(metaFor("/").title);
});

test("an unknown path loaded directly shows the not-found screen", async ({ page }) => {
  await page.goto("/lost-ball");
  await expect(page.getByRole("heading", { level: 1, name: "Whoops! Out of Bounds!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home Court" })).toHaveAttribute("href", "/");
});

test("every checkout path shows the checkout screen", async ({ page }) => {
  for (const path of [
    "/checkout",
    "/checkout-express",
    "/checkout-simple",
    "/checkout-new",
    "/checkout-super-simple",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  }
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
